import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { availabilityBlocks, calendarFeeds, calendarSyncRuns, listings } from "../../db/schema/index.ts";
import { addFeed, importFeed } from "../../app/modules/calendar-sync/calendar-sync.server.ts";
import { hostProfileFor } from "../../app/modules/hosting/hosting.server.ts";
import { addDays, todayIn } from "../../app/shared/dates.ts";
import { QUOTAS } from "../../app/shared/quotas.ts";
import * as syncPage from "../../app/routes/host/listing-calendar-sync.tsx";
import { createListing, createUser, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform, TEST_APP_URL } from "../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf } from "../helpers/requests.ts";

vi.setConfig({ testTimeout: 120_000 });

/** Feeds served from this process: path → body; no outside network. */
const served = new Map<string, string>();
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const body = served.get(request.url ?? "");
    response.writeHead(body === undefined ? 404 : 200, { "content-type": "text/calendar" });
    response.end(body ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const calendar = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Elsewhere//EN",
    ...events.flatMap((lines, i) => [
      "BEGIN:VEVENT",
      `UID:e${i}`,
      "DTSTAMP:20260101T000000Z",
      ...lines,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/**
 * Feeds that can't stall the site, and "Sync now" that can't be pressed without end
 * (decision 3330): through the calendar sync page's own action, as a browser posts it.
 */
describeWithPlatform(
  "calendar sync limits",
  (t) => {
    let host: TestUser;
    let listingId = 0;
    let otherListingId = 0;
    const db = () => t().platform.database.db;
    const path = (id = listingId) => `/host/listings/${id}/calendar-sync`;
    const post = (fields: Record<string, string>, id = listingId, cookie = host.cookie) =>
      call(syncPage.action, formRequest(path(id), fields, { cookie }), t().context(), { id: String(id) });
    const feedNamed = async (name: string) =>
      (await db().select().from(calendarFeeds).where(eq(calendarFeeds.name, name)))[0]!;

    beforeAll(async () => {
      host = await createUser(t(), { firstName: "Feed", lastName: "Host" });
      const profile = await hostProfileFor(db(), { id: host.id, name: "Feed Host" });
      listingId = (await createListing(db(), { ownerId: profile!.id, timeZone: "Europe/Lisbon" })).id;
      otherListingId = (await createListing(db(), { ownerId: profile!.id, timeZone: "Europe/Lisbon" })).id;
      // A 6-month window: a feed's nights past it close nothing bookable.
      await db().update(listings).set({ availabilityMonths: 6 }).where(eq(listings.id, listingId));
    });

    it("a hostile feed costs that feed an error, not the site its time: the rest keeps answering", async () => {
      // Daily since 1900 (the occurrences before today are skipped, not walked), and a rule no day
      // can meet, on which the iCal library loops for ever: only ending its thread stops it.
      served.set(
        "/hostile.ics",
        calendar(
          ["DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY"],
          ["DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"],
        ),
      );
      let ticks = 0;
      const ticking = setInterval(() => ticks++, 20);
      const added = await post({ intent: "add", name: "Hostile", url: `${base}/hostile.ics` });
      clearInterval(ticking);
      expect(added.status).toBe(302);
      expect((await toastOf(added))?.message).toMatch(/added, but its import failed/);
      // The site went on answering meanwhile (on the main thread, the reading would never have ended).
      expect(ticks).toBeGreaterThan(10);
      const feed = await feedNamed("Hostile");
      expect(feed.lastError).toMatch(/took too long to read/);
      const page = await call(syncPage.loader, getRequest(path(), { cookie: host.cookie }), t().context(), {
        id: String(listingId),
      });
      const shown = (
        page.data as { feeds: { name: string; runs: { trigger: string; ok: boolean; error: string }[] }[] }
      ).feeds;
      expect(shown.find((f) => f.name === "Hostile")!.runs[0]).toMatchObject({
        trigger: "added",
        ok: false,
        error: expect.stringMatching(/took too long/),
      });
    });

    it("repeating events close nights only up to the end of the listing's availability window", async () => {
      served.set("/daily.ics", calendar(["DTSTART;VALUE=DATE:19000101", "RRULE:FREQ=DAILY"]));
      const added = await addFeed(db(), listingId, { name: "Daily", url: `${base}/daily.ics` });
      if (!added.ok) throw new Error(added.formError ?? JSON.stringify(added.fieldErrors));
      const outcome = await importFeed({ db: db(), appUrl: TEST_APP_URL, allowPrivate: true }, added.value, {
        force: true,
      });
      expect(outcome).toMatchObject({ ok: true, value: { blocks: 1 } });
      const [block] = await db()
        .select({ during: availabilityBlocks.during })
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.feedId, added.value));
      const today = todayIn("Europe/Lisbon");
      const [start, end] = block!.during.slice(1, -1).split(",");
      expect(start).toBe(today);
      // Six months ahead (the window's last night is the day before its end).
      expect(end! > addDays(today, 170) && end! <= addDays(today, 186)).toBe(true);
      // Each run is recorded: the schedule's and the owner's alike.
      const runs = await db().select().from(calendarSyncRuns).where(eq(calendarSyncRuns.feedId, added.value));
      expect(runs).toEqual([
        expect.objectContaining({ trigger: "sync-now", ok: true, blocks: 1, finishedAt: expect.any(Date) }),
      ]);
    });

    it(`"Sync now" is throttled per listing (${QUOTAS.syncNowPerListing.limit} an hour) with a clear message, nothing fetched`, async () => {
      served.set("/ok.ics", calendar(["DTSTART;VALUE=DATE:20300101", "DTEND;VALUE=DATE:20300103"]));
      const added = await post({ intent: "add", name: "Fine", url: `${base}/ok.ics` }, otherListingId);
      expect((await toastOf(added))?.message).toMatch(/added and imported/);
      const feed = await feedNamed("Fine");
      // Adding counted once: the rest of the hour's presses go through, then the limit.
      for (let i = 1; i < QUOTAS.syncNowPerListing.limit; i++) {
        const synced = await post({ intent: "sync", feedId: String(feed.id) }, otherListingId);
        expect(synced.status).toBe(302);
      }
      const runsBefore = await db()
        .select()
        .from(calendarSyncRuns)
        .where(eq(calendarSyncRuns.feedId, feed.id));
      const refused = await post({ intent: "sync", feedId: String(feed.id) }, otherListingId);
      expect(refused.status).toBe(429);
      expect(formAnswer(refused).formError).toMatch(
        /limit of 10 calendar syncs for this listing in an hour\. Try again in \d+ (minutes?|hours?)\./,
      );
      const runsAfter = await db()
        .select()
        .from(calendarSyncRuns)
        .where(eq(calendarSyncRuns.feedId, feed.id));
      expect(runsAfter).toHaveLength(runsBefore.length);
      // Adding a calendar past the limit adds it; its import waits for the schedule.
      served.set("/later.ics", calendar(["DTSTART;VALUE=DATE:20300201", "DTEND;VALUE=DATE:20300203"]));
      const later = await post({ intent: "add", name: "Later", url: `${base}/later.ics` }, otherListingId);
      expect((await toastOf(later))?.message).toMatch(/added; it will be imported within 30 minutes/);
      expect((await feedNamed("Later")).lastAttemptAt).toBeNull();
    });
  },
  { TEST_HOOKS: "1" },
);
