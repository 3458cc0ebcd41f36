import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/** Limits of one feed fetch (docs/decisions/0902-calendar-sync.md). */
export const FEED_LIMITS = { timeoutMs: 10_000, maxBytes: 1_000_000, maxRedirects: 3 } as const;

export type FeedFetch = { ok: true; text: string } | { ok: false; error: string };

/**
 * Addresses a feed may not be fetched from: the server's own network (loopback, private,
 * link-local with cloud metadata, unique-local, CGNAT, unspecified). Feeds are addresses
 * owners type in: without this they could make the server read its neighbours (SSRF).
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

/** IPv4-mapped IPv6 (::ffff:a.b.c.d, also written in hex): refused whole, no real feed host has one. */
const MAPPED = new BlockList();
MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

export function isPrivateAddress(address: string) {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return PRIVATE.check(address, "ipv4");
  return MAPPED.check(address, "ipv6") || PRIVATE.check(address, "ipv6");
}

class Refused extends Error {}

/**
 * GETs an iCal feed: http(s) only, a few redirects, a time limit and a size limit. The address
 * is checked when connecting (in the DNS lookup the socket uses), so a name that resolves to a
 * private address is refused even if it changed since an earlier check.
 */
export async function fetchFeed(url: string, options: { allowPrivate?: boolean } = {}): Promise<FeedFetch> {
  const deadline = AbortSignal.timeout(FEED_LIMITS.timeoutMs);
  let current = url;
  try {
    for (let hop = 0; hop <= FEED_LIMITS.maxRedirects; hop++) {
      const answer = await get(current, deadline, options.allowPrivate ?? false);
      if ("location" in answer) {
        current = new URL(answer.location, current).toString();
        continue;
      }
      return answer;
    }
    return { ok: false, error: "The address redirected too many times." };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.message };
    if (deadline.aborted) return { ok: false, error: "The other site took too long to answer (10 seconds)." };
    const code = (error as { code?: string }).code;
    if (code === "ENOTFOUND" || code === "EAI_AGAIN")
      return { ok: false, error: "The site's name was not found." };
    return { ok: false, error: "The other site could not be reached." };
  }
}

function get(
  url: string,
  signal: AbortSignal,
  allowPrivate: boolean,
): Promise<FeedFetch | { location: string }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return Promise.resolve({ ok: false, error: "That is not a web address." });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    return Promise.resolve({ ok: false, error: "Only http and https addresses can be imported." });
  if (parsed.username || parsed.password) parsed.username = parsed.password = "";

  const lookup = (
    hostname: string,
    opts: object,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    dnsLookup(hostname, { ...opts, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = !allowPrivate && addresses.some((a) => isPrivateAddress(a.address));
      if (refused)
        return callback(new Refused("That address is on a private network and cannot be imported."), []);
      const wantsAll = (opts as { all?: boolean }).all;
      if (wantsAll) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  // A literal IP address does not go through lookup: check it here.
  const literal = parsed.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !allowPrivate && isPrivateAddress(literal))
    return Promise.resolve({
      ok: false,
      error: "That address is on a private network and cannot be imported.",
    });

  const client = parsed.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      parsed,
      {
        signal,
        lookup: lookup as never,
        headers: {
          accept: "text/calendar, text/plain;q=0.8, */*;q=0.1",
          "user-agent": "PetFriendlyRentals-CalendarSync/1.0",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return resolve({ ok: false, error: `The other site answered with an error (HTTP ${status}).` });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > FEED_LIMITS.maxBytes) {
            response.destroy();
            resolve({ ok: false, error: "The calendar file is too large (over 1 MB)." });
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ ok: true, text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", reject);
      },
    );
    request.on("error", (error) =>
      reject(
        (error as { cause?: unknown }).cause instanceof Refused ? (error as { cause: Refused }).cause : error,
      ),
    );
  });
}
