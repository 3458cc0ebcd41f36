import { BlockList, isIP } from "node:net";

/**
 * Which addresses a fetch of a user-supplied URL may never connect to (SSRF). Feed addresses are
 * typed by owners: without this they could make the server read its own network, its cloud
 * metadata service or itself. Pure: the server's own addresses are given by the caller.
 *
 * IPv4: every block of IANA's special-purpose registry (RFC 6890 and its updates), multicast and
 * the reserved 240/4. IPv6: only global unicast (2000::/3) is allowed, less its special blocks;
 * that refuses loopback, unspecified, mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), SIIT,
 * discard, unique-local, link-local, site-local and multicast in one rule. Of the forms that
 * carry an IPv4 address inside, the well-known NAT64 prefix (64:ff9b::/96, DNS64 networks
 * reach every IPv4 site through it) is judged by the IPv4 address it carries; 6to4, Teredo and
 * local-use NAT64 are refused whole (deprecated, or private by design).
 */
const SPECIAL_V4: [string, number, string][] = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "shared address space (carrier-grade NAT)"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local (cloud metadata)"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation (TEST-NET-1)"],
  ["192.31.196.0", 24, "AS112"],
  ["192.52.193.0", 24, "AMT"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private"],
  ["192.175.48.0", 24, "AS112 direct delegation"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation (TEST-NET-2)"],
  ["203.0.113.0", 24, "documentation (TEST-NET-3)"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved and broadcast"],
];

/** Special blocks inside IPv6 global unicast (2000::/3). */
const SPECIAL_V6_IN_GLOBAL: [string, number, string][] = [
  ["2001::", 23, "IETF protocol assignments (Teredo, benchmarking, ORCHID, AMT, AS112)"],
  ["2001:db8::", 32, "documentation"],
  ["2002::", 16, "6to4"],
  ["2620:4f:8000::", 48, "AS112 direct delegation"],
  ["3fff::", 20, "documentation"],
];

/** Each range with its own block list, so a refusal can say which range it fell in. */
const table = (ranges: [string, number, string][], family: "ipv4" | "ipv6") =>
  ranges.map(([net, bits, name]) => {
    const list = new BlockList();
    list.addSubnet(net, bits, family);
    return { list, name };
  });
const V4 = table(SPECIAL_V4, "ipv4");
const V6 = table(SPECIAL_V6_IN_GLOBAL, "ipv6");
const [GLOBAL_V6] = table([["2000::", 3, "global unicast"]], "ipv6");
const [NAT64] = table([["64:ff9b::", 96, "NAT64"]], "ipv6");

/** An IPv6 address as its eight 16-bit groups (dotted IPv4 tails included), or null. */
export function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const part = (s: string) => (s ? s.split(":").map((g) => parseInt(g, 16)) : []);
  const first = part(head);
  if (tail === undefined) return first.length === 8 ? first : null;
  const last = part(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** The IPv4 address in the last 32 bits of an IPv6 address. */
const lowIPv4 = (groups: number[]) =>
  [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");

/** The same address in one canonical text form, to compare with the server's own. */
function canonical(address: string) {
  const groups = ipv6Groups(address);
  return groups ? groups.map((g) => g.toString(16)).join(":") : address;
}

/**
 * Why the server must not connect to `address`, or null when it may: a special-use range, or
 * one of `ownAddresses` (the server's interfaces: its public address may be one of them).
 * Anything that is not an IP address is refused.
 */
export function forbiddenAddressReason(address: string, ownAddresses: readonly string[] = []): string | null {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  const family = isIP(bare);
  if (family === 0) return "not an IP address";
  const own = new Set(ownAddresses.map((a) => canonical(a.split("%")[0]!)));
  if (own.has(canonical(bare))) return "this server's own address";
  if (family === 4) return V4.find((range) => range.list.check(bare, "ipv4"))?.name ?? null;
  if (NAT64!.list.check(bare, "ipv6")) {
    const inner = lowIPv4(ipv6Groups(bare)!);
    const reason = forbiddenAddressReason(inner, ownAddresses);
    return reason ? `NAT64 of ${inner} (${reason})` : null;
  }
  if (!GLOBAL_V6!.list.check(bare, "ipv6")) return "not a global IPv6 address";
  return V6.find((range) => range.list.check(bare, "ipv6"))?.name ?? null;
}

/** Whether the address is refused (see forbiddenAddressReason). */
export const isForbiddenAddress = (address: string, ownAddresses: readonly string[] = []) =>
  forbiddenAddressReason(address, ownAddresses) !== null;
