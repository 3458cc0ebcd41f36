import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import os from "node:os";
import { forbiddenAddressReason } from "./special-addresses.ts";

/** Limits of one feed fetch (docs/decisions/0902-calendar-sync.md). */
export const FEED_LIMITS = { timeoutMs: 10_000, maxBytes: 1_000_000, maxRedirects: 3 } as const;

export type FeedFetch = { ok: true; text: string } | { ok: false; error: string };

/** Every address of this machine's interfaces: the server must not fetch from itself. */
export function ownAddresses() {
  return Object.values(os.networkInterfaces())
    .flat()
    .map((info) => info?.address)
    .filter((address): address is string => Boolean(address));
}

/** Why a feed may not be fetched from this address (special-use ranges, this server), or null. */
export function refusedAddress(address: string) {
  return forbiddenAddressReason(address, ownAddresses());
}

/** Whether a feed may not be fetched from this address. */
export const isPrivateAddress = (address: string) => refusedAddress(address) !== null;

// The owner is told the address, in their language (`formErrors.feedPrivateAddress`); the range's
// technical name ("link-local (cloud metadata)", "AS112") would only be English jargon to them.
const refusal = (address: string) =>
  `That address is on a private network and cannot be imported (${address}).`;

class Refused extends Error {}

/**
 * GETs an iCal feed: http(s) only, a few redirects, a time limit and a size limit. The address
 * is checked when connecting (in the DNS lookup the socket uses), so a name that resolves to a
 * private address is refused even if it changed since an earlier check.
 */
export async function fetchFeed(
  url: string,
  options: {
    allowPrivate?: boolean;
    /** Why an address is refused, or null (tests give their own; default: refusedAddress). */
    refuse?: (address: string) => string | null;
  } = {},
): Promise<FeedFetch> {
  const deadline = AbortSignal.timeout(FEED_LIMITS.timeoutMs);
  const refuse = options.allowPrivate ? () => null : (options.refuse ?? refusedAddress);
  let current = url;
  try {
    // Every hop is checked again: where a redirect leads, and what its name resolves to.
    for (let hop = 0; hop <= FEED_LIMITS.maxRedirects; hop++) {
      const answer = await get(current, deadline, refuse);
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
  refuse: (address: string) => string | null,
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
      // Every address the name resolves to is checked: one bad one refuses the name.
      for (const { address } of addresses) {
        const reason = refuse(address);
        if (reason) return callback(new Refused(refusal(address)), []);
      }
      const wantsAll = (opts as { all?: boolean }).all;
      if (wantsAll) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  // A literal IP address does not go through lookup: check it here.
  const literal = parsed.hostname.replace(/^\[|\]$/g, "");
  const literalReason = isIP(literal) ? refuse(literal) : null;
  if (literalReason) return Promise.resolve({ ok: false, error: refusal(literal) });

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
