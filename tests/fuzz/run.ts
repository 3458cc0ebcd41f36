import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ENDPOINTS, generateCase, type Fixtures, type FuzzCase } from "./cases.ts";
import { FORM_BODY_LIMIT } from "../../server/body-limit.ts";

/** Node's default limit on a request's line and headers (`--max-http-header-size`). */
const NODE_MAX_HEADER_SIZE = 16 * 1024;

/**
 * The fuzz runner: makes a few users with real bookings on the site under test,
 * then sends the generated cases (a few in flight at a time) and collects the
 * status codes, every 5xx, and every IDOR (another user's booking answered).
 */

export const FUZZ_PASSWORD = "fuzzy kitten on the keyboard";

export interface Failure {
  index: number;
  kind: "5xx" | "idor" | "network";
  endpoint: string;
  method: string;
  path: string;
  auth: string;
  status: number | null;
  notes: string[];
  /** The first few hundred characters of the answer (or the network error). */
  body: string;
}

export interface RunResult {
  seed: number;
  sent: number;
  counts: Record<string, number>;
  failures: Failure[];
  bytesSent: number;
  ms: number;
  signedIn: number;
  warnings: string[];
}

export interface RunOptions {
  baseUrl: string;
  /** The server's DATA_DIR, to read confirmation emails from its outbox. */
  dataDir: string;
  seed: number;
  count: number;
  /** Only these case indexes (replaying failures). */
  only?: number[];
  concurrency?: number;
  log?: (line: string) => void;
  /** Called before and after each case (for the serial replays that read the server log). */
  onCase?: (c: FuzzCase, failure: Failure | null) => void | Promise<void>;
}

interface Account {
  email: string;
  cookie: string;
}

const randomIp = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

function cookiesOf(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !/=$/.test(c))
    .join("; ");
}

/** Test helpers that talk to the site like any client would. */
export class Site {
  readonly baseUrl: string;
  readonly dataDir: string;
  constructor(baseUrl: string, dataDir: string) {
    this.baseUrl = baseUrl;
    this.dataDir = dataDir;
  }

  get origin() {
    return new URL(this.baseUrl).origin;
  }

  async request(pathname: string, init: RequestInit & { ip?: string } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", this.origin);
    headers.set("x-forwarded-for", init.ip ?? randomIp());
    const send = () => fetch(new URL(pathname, this.baseUrl), { redirect: "manual", ...init, headers });
    try {
      return await send();
    } catch (error) {
      // The helpers' own calls (sign in, is the session alive, a new account) reuse kept-alive
      // connections; one the server closed as idle just as a request went out is reset before the
      // request was read (a loaded machine widens that window). Sent again once on a fresh one. The
      // fuzz cases themselves never come through here: a reset on one of them is still a failure.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw error;
      return send();
    }
  }

  async json(pathname: string, body: unknown, cookie = "") {
    return this.request(pathname, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  private async waitForLink(email: string) {
    const dir = path.join(this.dataDir, "outbox", "email");
    for (let i = 0; i < 100; i++) {
      if (fs.existsSync(dir)) {
        for (const name of fs.readdirSync(dir).sort().reverse()) {
          if (!name.endsWith(".json")) continue;
          const mail = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as {
            to: string;
            text: string;
          };
          if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
          const link = (mail.text.match(/https?:\/\/[^\s)]+/g) ?? []).find((l) =>
            l.includes("/api/auth/verify-email"),
          );
          if (link) return link;
        }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no confirmation email for ${email} in ${dir}`);
  }

  /** A new account with a confirmed email, signed in. */
  async newAccount(tag: string): Promise<Account> {
    const email = `fuzz-${tag}-${crypto.randomBytes(4).toString("hex")}@example.com`;
    const up = await this.json("/api/auth/sign-up/email", {
      name: "Fuzz Tester",
      firstName: "Fuzz",
      lastName: "Tester",
      email,
      password: FUZZ_PASSWORD,
    });
    if (up.status !== 200) throw new Error(`sign-up of ${email}: ${up.status} ${await up.text()}`);
    const link = new URL(await this.waitForLink(email));
    const verified = await this.request(link.pathname + link.search);
    if (verified.status >= 400) throw new Error(`confirming ${email}: ${verified.status}`);
    return { email, cookie: await this.signIn(email) };
  }

  async signIn(email: string) {
    const res = await this.json("/api/auth/sign-in/email", { email, password: FUZZ_PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
    return cookiesOf(res);
  }

  async signedIn(cookie: string) {
    const res = await this.request("/api/account/user", { headers: { cookie } });
    await res.body?.cancel();
    return res.status === 200;
  }

  /** Real bookings through the TEST_HOOKS endpoint: past (completed), future (confirmed, pending), cancelled. */
  async bookings(cookie: string, listings: string[]) {
    const ids: string[] = [];
    const statuses = ["completed", "completed", "confirmed", "pending", "cancelled"];
    for (const status of statuses) {
      // Stays may not overlap on a listing (seeded bookings included): try other dates until one fits.
      for (let attempt = 0; ; attempt++) {
        const past = status === "completed";
        const start = Date.UTC(past ? 2018 : 2031, 0, 1) + crypto.randomInt(2000) * 86_400_000;
        const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        const listing = listings.length ? listings[crypto.randomInt(listings.length)] : undefined;
        const res = await this.json(
          "/__test/stays",
          {
            checkIn: day(start),
            checkOut: day(start + 3 * 86_400_000),
            status,
            ...(listing ? { listing } : {}),
          },
          cookie,
        );
        if (res.status === 200) {
          ids.push(((await res.json()) as { id: string }).id);
          break;
        }
        if (attempt >= 10)
          throw new Error(`POST /__test/stays: ${res.status} ${await res.text()} (is TEST_HOOKS=1 set?)`);
      }
    }
    return ids;
  }

  /** A draft listing of the account's own, through the editor's first step; its id. */
  async draftListing(cookie: string) {
    const res = await this.request("/host/listings/new", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({
        propertyType: "cabin",
        placeKind: "entire",
        address: "1 Fuzz Lane",
        city: "Bend",
        region: "Oregon",
        postcode: "97701",
        country: "United States",
        latitude: "44.05",
        longitude: "-121.31",
      }),
    });
    const id = res.headers.get("location")?.match(/^\/host\/listings\/(\d+)\//)?.[1];
    if (!id) throw new Error(`POST /host/listings/new: ${res.status} ${await res.text()}`);
    return id;
  }

  /** A published home of the account's own (TEST_HOOKS): booking or reviewing it must answer 403. */
  async publishedListing(cookie: string) {
    const res = await this.json("/__test/listings", { title: "Fuzz owner's own cottage" }, cookie);
    if (res.status !== 200) throw new Error(`POST /__test/listings: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { slug: string }).slug;
  }

  async listings() {
    const res = await this.request("/sitemap.xml");
    const text = await res.text();
    return [...new Set([...text.matchAll(/listing=([a-z0-9-]+)/g)].map((m) => m[1]!))];
  }
}

/** A signed-in account whose session fuzz cases may end: signed in again when needed. */
class Sacrificial {
  private account: Account | null = null;
  private checking: Promise<Account> | null = null;
  private suspect = false;
  private site: Site;
  constructor(site: Site) {
    this.site = site;
  }
  async cookie() {
    if (this.account && !this.suspect) return this.account.cookie;
    this.checking ??= (async () => {
      try {
        if (this.account && (await this.site.signedIn(this.account.cookie))) return this.account;
        if (this.account) {
          try {
            return { email: this.account.email, cookie: await this.site.signIn(this.account.email) };
          } catch {
            /* the account changed (email, deleted): a new one */
          }
        }
        return await this.site.newAccount("sacrificial");
      } finally {
        this.suspect = false;
      }
    })();
    this.account = await this.checking;
    this.checking = null;
    return this.account.cookie;
  }
  /** After any request that may have ended the session. */
  touched() {
    this.suspect = true;
  }
}

export interface Prepared {
  site: Site;
  fixtures: Fixtures;
  main: Account;
  sacrificial: Sacrificial;
}

export async function prepare(baseUrl: string, dataDir: string): Promise<Prepared> {
  const site = new Site(baseUrl, dataDir);
  const listings = await site.listings();
  const [main, other] = [await site.newAccount("main"), await site.newAccount("other")];
  // The main user's own published home among the slugs: their bookings and reviews of it are refused.
  const ownHome = await site.publishedListing(main.cookie);
  const own = [
    ...(await site.bookings(main.cookie, listings)),
    ...(await site.bookings(main.cookie, [ownHome])),
  ];
  const others = await site.bookings(other.cookie, listings);
  listings.push(ownHome);
  const ownListings = [await site.draftListing(main.cookie), await site.draftListing(main.cookie)];
  const otherListings = [await site.draftListing(other.cookie)];
  // The other user's session is not needed any more.
  return {
    site,
    fixtures: { listings, own, other: others, ownListings, otherListings },
    main,
    sacrificial: new Sacrificial(site),
  };
}

function describe(text: string) {
  // Page answers are big HTML: the title and the first heading say the most.
  const title = /<title>([^<]*)<\/title>/i.exec(text)?.[1];
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(text)?.[1]?.replace(/<[^>]+>/g, "");
  const pre = /<pre[^>]*>([\s\S]*?)<\/pre>/i.exec(text)?.[1]?.replace(/<[^>]+>/g, "");
  const short = [title, h1, pre].filter(Boolean).join(" | ");
  return (short || text).replace(/\s+/g, " ").trim().slice(0, 300);
}

export async function run(options: RunOptions, prepared?: Prepared): Promise<RunResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const p = prepared ?? (await prepare(options.baseUrl, options.dataDir));
  const { site, fixtures } = p;
  log(
    `fixtures: ${fixtures.listings.length} listings, ${fixtures.own.length} own bookings, ${fixtures.other.length} of another user, ${fixtures.ownListings.length} own drafts, ${fixtures.otherListings.length} of another host`,
  );
  let mainCookie = p.main.cookie;
  const counts: Record<string, number> = {};
  const failures: Failure[] = [];
  const warnings: string[] = [];
  let bytesSent = 0;
  let signedIn = 0;
  let done = 0;

  const indexes = options.only ?? Array.from({ length: options.count }, (_, i) => i);
  let next = 0;

  async function one(index: number) {
    const c = generateCase(options.seed, index, fixtures, site.origin);
    const headers: Record<string, string> = { ...c.headers };
    if (c.auth === "user") headers.cookie = mainCookie;
    if (c.auth === "sacrificial") headers.cookie = await p.sacrificial.cookie();
    if (c.auth !== "anon") signedIn++;
    bytesSent += c.body?.length ?? 0;
    let failure: Failure | null = null;
    const base = {
      index,
      endpoint: c.endpoint,
      method: c.method,
      path: c.path,
      auth: c.auth,
      notes: c.notes,
    };
    try {
      // Concatenated, not resolved: a path like "//x" must stay a path, not become a host.
      const res = await fetch(site.baseUrl.replace(/\/$/, "") + c.path, {
        method: c.method,
        headers,
        body: c.body ? new Uint8Array(c.body) : undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(60_000),
      });
      const key = String(res.status);
      counts[key] = (counts[key] ?? 0) + 1;
      const location = res.headers.get("location") ?? res.headers.get("x-remix-redirect") ?? "";
      if (res.status >= 500) {
        failure = { ...base, kind: "5xx", status: res.status, body: describe(await readSome(res)) };
      } else if (c.idor && res.status >= 200 && res.status < 400) {
        // Another user's booking or listing: a page or API answer (2xx) or a success redirect is a
        // leak. A `.data` answer is one only if it carries the thing asked for: the booking's id, or
        // for a listing (a short number that turns up anywhere) the data of the page's own route (a
        // `_routes` naming no route, or only the root, answers without it); a redirect to sign-in is not.
        const text = res.status < 300 ? await readSome(res) : "";
        const bookingId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(c.path)?.[0];
        const routeId = ENDPOINTS.find((e) => e.name === c.endpoint)?.routeId;
        const carried = bookingId
          ? text.includes(bookingId)
          : routeId !== undefined && text.includes(`"${routeId}"`);
        const leaked =
          res.status >= 300
            ? !/\/sign-in/.test(location)
            : /\.data$/.test(c.path.split("?")[0]!)
              ? carried
              : res.status !== 204;
        if (leaked)
          failure = {
            ...base,
            kind: "idor",
            status: res.status,
            body: `${location ? `→ ${location} ` : ""}${describe(text)}`,
          };
      } else {
        await res.body?.cancel().catch(() => {});
      }
    } catch (error) {
      counts.ERR = (counts.ERR ?? 0) + 1;
      const err = error as Error & { cause?: { code?: string; message?: string } };
      const message = `${err.name}: ${err.cause?.code ?? err.cause?.message ?? err.message}`;
      // A connection cut after a 413 (the client was still sending a big body) is fine,
      // and so is one cut by Node's HTTP parser for a request line and headers over its
      // 16 KiB limit (it answers 431 and closes while the client may still be writing).
      // A form body over the smallest limit (FORM_BODY_LIMIT: a long field of many-byte characters
      // makes one) may get its 413 while the client is still writing, as a big body does.
      const oversizedHead = c.path.length > NODE_MAX_HEADER_SIZE;
      const oversizedBody = (c.body?.length ?? 0) > FORM_BODY_LIMIT;
      if (!c.notes.some((n) => n.startsWith("big body")) && !oversizedHead && !oversizedBody)
        failure = { ...base, kind: "network", status: null, body: message };
    }
    if (failure) failures.push(failure);
    if (c.auth === "sacrificial") p.sacrificial.touched();
    await options.onCase?.(c, failure);
    done++;
    if (done % 1000 === 0) log(`  ${done}/${indexes.length} sent, ${failures.length} failures`);
    // Now and then: is the main user still signed in? (Nothing it sends should end its session.)
    if (done % 500 === 0 && !(await site.signedIn(mainCookie))) {
      warnings.push(`the main fuzz user's session ended before case ~${index}; signed in again`);
      mainCookie = await site.signIn(p.main.email);
    }
  }

  const workers = Array.from({ length: Math.min(options.concurrency ?? 8, indexes.length) }, async () => {
    while (next < indexes.length) await one(indexes[next++]!);
  });
  await Promise.all(workers);
  if (!(await site.signedIn(mainCookie)))
    warnings.push("the main fuzz user's session had ended by the end of the run");
  return {
    seed: options.seed,
    sent: indexes.length,
    counts,
    failures,
    bytesSent,
    ms: Date.now() - started,
    signedIn,
    warnings,
  };
}

async function readSome(res: Response, limit = 64 * 1024) {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).toString("utf8");
}

/** Groups failures by what probably causes them (endpoint, method, status, answer). */
export function groupFailures(failures: Failure[]) {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.kind} ${f.status ?? "-"} ${f.method} ${f.endpoint} ${f.body.slice(0, 120)}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

export function formatResult(result: RunResult, label = "") {
  const lines: string[] = [];
  const total = Object.values(result.counts).reduce((a, b) => a + b, 0);
  lines.push(
    `${label}${result.sent} requests (seed ${result.seed}) in ${(result.ms / 1000).toFixed(1)} s, ${(result.bytesSent / 1e6).toFixed(1)} MB of bodies, ${result.signedIn} signed in`,
  );
  const statuses = Object.entries(result.counts).sort(([a], [b]) => a.localeCompare(b));
  lines.push(`  by status: ${statuses.map(([s, n]) => `${s}: ${n}`).join(", ")}`);
  const limited = result.counts["429"] ?? 0;
  lines.push(`  429 share: ${total ? ((100 * limited) / total).toFixed(1) : "0"}%`);
  for (const w of result.warnings) lines.push(`  warning: ${w}`);
  const groups = groupFailures(result.failures);
  if (groups.length) lines.push(`  ${result.failures.length} failures in ${groups.length} groups:`);
  for (const g of groups) {
    const f = g[0]!;
    lines.push(
      `  [${f.kind} ${f.status ?? "ERR"}] ${f.method} ${f.endpoint} ×${g.length} (cases ${g
        .slice(0, 8)
        .map((x) => x.index)
        .join(",")}${g.length > 8 ? ",…" : ""})`,
    );
    lines.push(
      `      e.g. #${f.index} ${f.auth} ${truncate(f.path, 140)}${f.notes.length ? ` [${f.notes.join("; ")}]` : ""}`,
    );
    lines.push(`      answer: ${f.body}`);
    lines.push(`      replay: npm run fuzz -- --seed ${result.seed} --only ${f.index}`);
  }
  return lines.join("\n");
}

function truncate(s: string, n: number) {
  return s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s;
}
