import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { readOutbox } from "../app/platform/outbox.server.ts";
import { freshDir, machineLine, startServer, stats } from "./lib.ts";

/**
 * Feed cost: while the production server imports a hostile 1 MB iCal feed, does it
 * still answer? `/healthz` is asked one request after another from this process for as long as
 * the import takes, and its p99 is the figure (target under 100 ms). Two feeds of 1 MB: thousands
 * of events repeating daily from 1900 (the per-feed cap stops it), and the same with a rule no
 * day can meet first (the iCal library loops on it: the time budget ends its worker thread).
 * The server runs with TEST_HOOKS, so it may fetch the feeds from this machine.
 */
const PORT = Number(process.env.BENCH_FEEDS_PORT) || 3707;
const DATA_DIR = "bench-data/feeds";
const TARGET_MS = 100;
const ROUNDS = 3;

/** About 1 MB of VEVENTs repeating daily since 1900; `endless` puts an unmeetable rule first. */
export function hostileFeed(bytes = 1_000_000, endless = false) {
  const head = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//Hostile//EN"];
  const events: string[] = [];
  if (endless)
    events.push(
      "BEGIN:VEVENT",
      "UID:endless@bench",
      "DTSTART;VALUE=DATE:19000101",
      "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
      "END:VEVENT",
    );
  let size = [...head, ...events].join("\r\n").length;
  // Just under `bytes` (the fetch's 1 MB cap), END:VCALENDAR included.
  for (let i = 0; size < bytes - 250; i++) {
    const event = [
      "BEGIN:VEVENT",
      `UID:hostile-${i}@bench`,
      "DTSTAMP:20260101T000000Z",
      "DTSTART;VALUE=DATE:19000101",
      "RRULE:FREQ=DAILY",
      `SUMMARY:Blocked ${i}`,
      "END:VEVENT",
    ];
    size += event.join("\r\n").length + 2;
    events.push(...event);
  }
  return [...head, ...events, "END:VCALENDAR", ""].join("\r\n");
}

/** A session of a new account on the bench server: signed up, confirmed through the outbox, signed in. */
async function signedIn(base: string) {
  const email = `feeds-${Date.now()}@example.com`;
  const password = "tabby naps in the sun";
  const post = (to: string, form: Record<string, string>, cookie = "") =>
    fetch(base + to, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
  const signUp = await post("/sign-up", {
    firstName: "Bench",
    lastName: "Owner",
    email,
    password,
    acceptTerms: "on",
  });
  if (signUp.status !== 302) throw new Error(`sign-up answered ${signUp.status}`);
  let link: string | undefined;
  for (let i = 0; i < 200 && !link; i++) {
    const mail = readOutbox<{ to: string; text: string }>(DATA_DIR, "email").find((m) => m.to === email);
    link = mail?.text.match(/https?:\/\/\S*\/api\/auth\/verify-email\S*/)?.[0];
    if (!link) await new Promise((r) => setTimeout(r, 50));
  }
  if (!link) throw new Error("no confirmation email");
  await fetch(link, { redirect: "manual" });
  const signIn = await post("/sign-in", { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in answered ${signIn.status} without a session`);
  return cookie;
}

async function newListing(base: string, cookie: string) {
  const made = await fetch(`${base}/__test/listings`, {
    method: "POST",
    headers: { origin: base, cookie, "content-type": "application/json" },
    body: JSON.stringify({ title: "Bench cottage with a hostile calendar" }),
  });
  if (!made.ok) throw new Error(`test listing: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { id: number }).id;
}

/** /healthz one request after another until `until` settles: each request's time, in ms. */
async function healthzDuring(base: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const answer = await fetch(`${base}/healthz`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export async function benchFeeds() {
  const lines = [machineLine()];
  const feeds = new Map<string, string>([
    ["/daily.ics", hostileFeed()],
    ["/endless.ics", hostileFeed(1_000_000, true)],
  ]);
  const feedServer = http.createServer((request, response) => {
    const body = feeds.get(request.url ?? "");
    response.writeHead(body ? 200 : 404, { "content-type": "text/calendar" });
    response.end(body ?? "");
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  const feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  const server = await startServer({
    port: PORT,
    dataDir: freshDir(DATA_DIR),
    env: { TEST_HOOKS: "1", SEED_LISTINGS: "0" },
  });
  try {
    const cookie = await signedIn(server.base);
    // Up to 5 calendars a listing: one listing per round.
    const listingIds: number[] = [];
    for (let i = 0; i < ROUNDS; i++) listingIds.push(await newListing(server.base, cookie));

    // The same server, nothing imported: what /healthz costs here at all.
    const idle = await healthzDuring(server.base, new Promise((r) => setTimeout(r, 3000)));
    lines.push(
      `/healthz with nothing imported: p99 ${ms(percentile(idle, 0.99))}, median ${ms(stats(idle).median)} over ${idle.length} requests`,
    );

    for (const [file, label] of [
      ["/daily.ics", "thousands of events repeating daily from 1900"],
      ["/endless.ics", "the same, after a rule no day can meet (the iCal library loops on it)"],
    ] as const) {
      const all: number[] = [];
      const durations: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        const added = fetch(`${server.base}/host/listings/${listingIds[round]}/calendar-sync`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: server.base, cookie, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            intent: "add",
            name: `Hostile ${file} ${round}`,
            url: feedBase + file,
          }),
        });
        all.push(...(await healthzDuring(server.base, added)));
        durations.push(performance.now() - started);
        const answer = await added;
        if (answer.status !== 302)
          throw new Error(`adding a feed answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
      }
      const error = lastError(listingIds.at(-1)!, `Hostile ${file} ${ROUNDS - 1}`, cookie, server.base);
      const figures = stats(all);
      const p99 = percentile(all, 0.99);
      lines.push(
        `1 MB feed, ${label}: import ended in ${(Math.max(...durations) / 1000).toFixed(1)} s at most (${ROUNDS} rounds) with "${await error}"; /healthz meanwhile p99 ${ms(p99)} (target < ${TARGET_MS} ms: ${p99 < TARGET_MS ? "met" : "NOT met"}), median ${ms(figures.median)}, max ${ms(figures.max)} over ${all.length} requests`,
      );
    }
  } finally {
    await server.stop();
    await new Promise<void>((resolve) => feedServer.close(() => resolve()));
    fs.rmSync(path.resolve(DATA_DIR), { recursive: true, force: true });
  }
  return lines;
}

/** The 99th percentile (stats() gives p95). */
function percentile(samples: number[], q: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** What the owner's calendar sync page says of the feed's last import's failure. */
async function lastError(listingId: number, feedName: string, cookie: string, base: string) {
  const page = await (
    await fetch(`${base}/host/listings/${listingId}/calendar-sync`, { headers: { cookie } })
  ).text();
  return (
    page
      .slice(page.indexOf(feedName))
      .match(/failed: ([^<]+)/)?.[1]
      ?.replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .trim() ?? "no error shown"
  );
}
