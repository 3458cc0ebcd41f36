import net from "node:net";

/**
 * TRUST_PROXY: which proxies in front of the server may tell it the
 * client's address through X-Forwarded-For. The value Express's `trust proxy`
 * takes: `false` (default: the socket's address only, the header is ignored),
 * `true` (the left-most address of the header: only behind a proxy that
 * overwrites it), a number of proxy hops, or a comma-separated list of proxy
 * addresses, CIDR ranges and Express's names `loopback`, `linklocal`, `uniquelocal`.
 */
export type TrustProxy = boolean | number | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry) || net.isIP(entry)) return true;
  const [address, bits, extra] = entry.split("/");
  if (extra !== undefined || !address || !bits) return false;
  const version = net.isIP(address);
  // A prefix length, or (IPv4) a netmask such as 255.0.0.0.
  if (version === 4) return (/^\d{1,2}$/.test(bits) && Number(bits) <= 32) || net.isIP(bits) === 4;
  return version === 6 && /^\d{1,3}$/.test(bits) && Number(bits) <= 128;
}

/** The setting's value for Express, or null when it is not one of the forms above. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : null;
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrRange) ? entries : null;
}
