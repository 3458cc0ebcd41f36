import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import {
  availabilityBlocks,
  calendarConflicts,
  calendarFeeds,
  listings,
  notifications,
  profiles,
} from "../../db/schema/index.ts";
import {
  addFeed,
  importFeed,
  removeFeed,
  syncDueFeeds,
  type SyncDeps,
} from "../../app/modules/calendar-sync/calendar-sync.server.ts";
import { fetchFeed } from "../../app/modules/calendar-sync/fetch-feed.server.ts";
import { hostProfileFor } from "../../app/modules/hosting/hosting.server.ts";
import { addDays, todayIn } from "../../app/shared/dates.ts";
import * as feedRoute from "../../app/routes/calendar/listing-feed.ts";
import * as syncPage from "../../app/routes/host/listing-calendar-sync.tsx";
import { createBooking, createListing, createUser, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform, TEST_APP_URL } from "../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf } from "../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

/** Feeds served from this process: path → [status, body]; no outside network. */
const served = new Map<string, [number, string]>();
let server: http.Server;
let base = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const [status, body] = served.get(request.url ?? "") ?? [404, "not found"];
    response.writeHead(status, { "content-type": "text/calendar" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const today = todayIn("America/Chicago");
const day = (n: number) => addDays(today, n);
const compact = (iso: string) => iso.replace(/-/g, "");
const ics = (...events: [uid: string, start: string, end: string][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Elsewhere//EN",
    ...events.flatMap(([uid, start, end]) => [
      "BEGIN:VEVENT",
      `UID:${uid}`,
      "DTSTAMP:20260101T000000Z",
      `DTSTART;VALUE=DATE:${compact(start)}`,
      `DTEND;VALUE=DATE:${compact(end)}`,
      "SUMMARY:Reserved",
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

describeWithPlatform(
  "calendar sync",
  (t) => {
    let host: TestUser;
    let other: TestUser;
    let listingId = 0;
    let otherListingId = 0;
    const deps = (): SyncDeps => ({ db: t().platform.database.db, appUrl: TEST_APP_URL, allowPrivate: true });
    const blocksOf = async (feedId: number) =>
      (
        await t()
          .platform.database.db.select({ during: availabilityBlocks.during })
          .from(availabilityBlocks)
          .where(eq(availabilityBlocks.feedId, feedId))
      )
        .map((b) => b.during)
        .sort();
    const newFeed = async (path: string, name = "Elsewhere") => {
      const added = await addFeed(t().platform.database.db, listingId, { name, url: `${base}${path}` });
      if (!added.ok) throw new Error(added.formError ?? JSON.stringify(added.fieldErrors));
      return added.value;
    };
    const tokenOf = async (id: number) =>
      (
        await t()
          .platform.database.db.select({ token: listings.calendarToken })
          .from(listings)
          .where(eq(listings.id, id))
      )[0]!.token;

    beforeAll(async () => {
      const db = t().platform.database.db;
      host = await createUser(t(), { firstName: "Cal", lastName: "Host" });
      other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
      const profile = await hostProfileFor(db, { id: host.id, name: "Cal Host" });
      const otherProfile = await hostProfileFor(db, { id: other.id, name: "Otto Other" });
      listingId = (
        await createListing(db, { ownerId: profile!.id, timeZone: "America/Chicago", title: "Lake cabin" })
      ).id;
      otherListingId = (await createListing(db, { ownerId: otherProfile!.id })).id;
    });

    it("an import replaces the earlier import of that feed, and nothing else", async () => {
      const db = t().platform.database.db;
      served.set("/a.ics", [200, ics(["x1", day(10), day(13)], ["x2", day(12), day(15)])]);
      const feedId = await newFeed("/a.ics");
      expect(await importFeed(deps(), feedId, { force: true })).toEqual({
        ok: true,
        value: { blocks: 1, newConflicts: 0 },
      });
      expect(await blocksOf(feedId)).toEqual([`[${day(10)},${day(15)})`]);

      served.set("/a.ics", [200, ics(["x3", day(20), day(22)])]);
      // Not due yet for the scheduled run (claimed a moment ago); Sync now takes it.
      expect(await syncDueFeeds(deps())).toBe(0);
      expect(await importFeed(deps(), feedId, { force: true })).toMatchObject({
        ok: true,
        value: { blocks: 1 },
      });
      expect(await blocksOf(feedId)).toEqual([`[${day(20)},${day(22)})`]);
      const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
      expect(feed).toMatchObject({ lastError: null, lastSuccessAt: expect.any(Date) });
    });

    it("nights already closed by an owner block are left to it; the feed closes the rest", async () => {
      const db = t().platform.database.db;
      await db
        .insert(availabilityBlocks)
        .values({ listingId, during: `[${day(30)},${day(32)})`, reason: "owner" });
      served.set("/b.ics", [200, ics(["y1", day(29), day(34)])]);
      const feedId = await newFeed("/b.ics", "Vrbo");
      expect(await importFeed(deps(), feedId, { force: true })).toMatchObject({
        ok: true,
        value: { blocks: 2 },
      });
      expect(await blocksOf(feedId)).toEqual([`[${day(29)},${day(30)})`, `[${day(32)},${day(34)})`]);
    });

    it("an import overlapping a booking: one conflict and one notification, not again on re-import", async () => {
      const db = t().platform.database.db;
      const listing = (
        await db.select({ slug: listings.slug }).from(listings).where(eq(listings.id, listingId))
      )[0]!;
      const booking = await createBooking(db, "guest-cal", {
        listing: listing.slug,
        checkIn: day(40),
        checkOut: day(43),
        status: "confirmed",
      });
      served.set("/c.ics", [200, ics(["z1", day(41), day(45)])]);
      const feedId = await newFeed("/c.ics", "Booking site");
      // The owner reads French: the conflict's notice is written in it (decision 3855).
      await db.update(profiles).set({ language: "fr" }).where(eq(profiles.id, host.id));
      expect(await importFeed(deps(), feedId, { force: true })).toEqual({
        ok: true,
        value: { blocks: 1, newConflicts: 1 },
      });
      await db.update(profiles).set({ language: null }).where(eq(profiles.id, host.id));
      expect(await blocksOf(feedId)).toEqual([`[${day(43)},${day(45)})`]);
      expect(await importFeed(deps(), feedId, { force: true })).toEqual({
        ok: true,
        value: { blocks: 1, newConflicts: 0 },
      });

      const conflicts = await db.select().from(calendarConflicts).where(eq(calendarConflicts.feedId, feedId));
      expect(conflicts).toHaveLength(1);
      expect(conflicts[0]).toMatchObject({ bookingId: booking.id, during: `[${day(41)},${day(43)})` });
      const told = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, host.id), eq(notifications.type, "host_calendar_conflict")));
      expect(told).toHaveLength(1);
      expect(told[0]!.link).toBe(`/host/reservations/${booking.id}`);
      expect(told[0]!.title).toMatch(/^Double réservation possible à /);
      expect(told[0]!.body).toMatch(
        /^Le calendrier « Booking site » indique 2 nuits du \d+ [a-zéû.]+ \d{4} au /,
      );

      // The page lists it, with the booking's link.
      const page = await call(
        syncPage.loader,
        getRequest(`/host/listings/${listingId}/calendar-sync`, { cookie: host.cookie }),
        t().context(),
        {
          id: String(listingId),
        },
      );
      expect((page.data as { conflicts: { bookingId: string }[] }).conflicts.map((c) => c.bookingId)).toEqual(
        [booking.id],
      );
      // Its lead names the home's zone in words (the owner's language), not by its IANA id.
      expect((page.data as { zoneName: string }).zoneName).toBe("Chicago (Central Time)");

      // The other site frees the nights: the conflict is gone.
      served.set("/c.ics", [200, ics(["z1", day(43), day(45)])]);
      await importFeed(deps(), feedId, { force: true });
      expect(await db.select().from(calendarConflicts).where(eq(calendarConflicts.feedId, feedId))).toEqual(
        [],
      );
    });

    it("a failing feed keeps its last good blocks and records the error", async () => {
      const db = t().platform.database.db;
      served.set("/d.ics", [200, ics(["w1", day(50), day(52)])]);
      const feedId = await newFeed("/d.ics", "Flaky");
      await importFeed(deps(), feedId, { force: true });
      const [good] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
      for (const [status, body, message] of [
        [500, "oops", /HTTP 500/],
        [200, "<html>login</html>", /not return a calendar/],
        [
          200,
          "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20271399\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
          /could not be read/,
        ],
      ] as const) {
        served.set("/d.ics", [status, body]);
        expect(await importFeed(deps(), feedId, { force: true })).toEqual({
          ok: false,
          status: 502,
          formError: expect.stringMatching(message),
          fieldErrors: {},
        });
        expect(await blocksOf(feedId)).toEqual([`[${day(50)},${day(52)})`]);
        const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feedId));
        expect(feed!.lastError).toMatch(message);
        expect(feed!.lastSuccessAt).toEqual(good!.lastSuccessAt);
      }
      await removeFeed(db, listingId, feedId);
    });

    it("two runs at once import a feed once (the feed is claimed)", async () => {
      const feedId = await newFeed("/d2.ics", "Twice");
      served.set("/d2.ics", [200, ics(["v1", day(60), day(61)])]);
      const outcomes = await Promise.all([importFeed(deps(), feedId), importFeed(deps(), feedId)]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok && o.status === 409)).toHaveLength(1);
      await removeFeed(t().platform.database.db, listingId, feedId);
    });

    it("a feed on the server's own network is refused unless allowed (SSRF)", async () => {
      served.set("/e.ics", [200, ics(["u1", day(70), day(71)])]);
      expect(await fetchFeed(`${base}/e.ics`)).toEqual({
        ok: false,
        error: expect.stringMatching(/private network/),
      });
      expect(await fetchFeed(`http://localhost:${new URL(base).port}/e.ics`)).toEqual({
        ok: false,
        error: expect.stringMatching(/private network/),
      });
      expect(await fetchFeed(`${base}/e.ics`, { allowPrivate: true })).toMatchObject({ ok: true });
      expect(await fetchFeed("file:///etc/passwd")).toMatchObject({ ok: false });
    });

    it("the export: 404 for an unknown or hostile token; the listing's nights, no guest data, for its token", async () => {
      for (const file of [
        "nope.ics",
        "x".repeat(40) + ".ics",
        "%27%20or%201=1.ics",
        "../../etc/passwd",
        `${await tokenOf(listingId)}.json`,
      ]) {
        // Encoded, as a path segment reaches the route (a bare "../" would be resolved away first).
        const path = `/calendar/${encodeURIComponent(file)}`;
        const answer = await call(feedRoute.loader, getRequest(path), t().context(), { file });
        expect(answer.status, file).toBe(404);
      }
      const token = await tokenOf(listingId);
      const answer = await call(feedRoute.loader, getRequest(`/calendar/${token}.ics`), t().context(), {
        file: `${token}.ics`,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/calendar/);
      const text = String(answer.data).replace(/\r\n /g, "");
      expect(text).toContain(`DTSTART;VALUE=DATE:${compact(day(40))}`);
      expect(text).toContain(`DTEND;VALUE=DATE:${compact(day(43))}`);
      expect(text).toMatch(new RegExp(`UID:listing-${listingId}-[0-9a-f]{24}@localhost`));
      expect(text).toContain("SUMMARY:Reserved");
      expect(text).toContain("SUMMARY:Not available");
      expect(text).not.toMatch(/guest|Cal Host|ATTENDEE/i);

      // Fed back into the same listing: ignored (no echo); into another listing: its nights.
      served.set("/own.ics", [200, String(answer.data)]);
      const echo = await newFeed("/own.ics", "Echo");
      expect(await importFeed(deps(), echo, { force: true })).toEqual({
        ok: true,
        value: { blocks: 0, newConflicts: 0 },
      });
      const elsewhere = await addFeed(t().platform.database.db, otherListingId, {
        name: "Lake cabin",
        url: `${base}/own.ics`,
      });
      if (!elsewhere.ok) throw new Error(elsewhere.formError ?? JSON.stringify(elsewhere.fieldErrors));
      expect(await importFeed(deps(), elsewhere.value, { force: true })).toMatchObject({ ok: true });
      // The booking (day 40 to 43) and the block after it (43 to 45) touch: one block there.
      expect(await blocksOf(elsewhere.value)).toContain(`[${day(40)},${day(45)})`);
    });

    it("a new link: the old address stops working", async () => {
      const before = await tokenOf(listingId);
      const answer = await call(
        syncPage.action,
        formRequest(
          `/host/listings/${listingId}/calendar-sync`,
          { intent: "regenerate" },
          { cookie: host.cookie },
        ),
        t().context(),
        { id: String(listingId) },
      );
      expect(answer.status).toBe(302);
      const after = await tokenOf(listingId);
      expect(after).not.toBe(before);
      expect(after).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const old = await call(feedRoute.loader, getRequest(`/calendar/${before}.ics`), t().context(), {
        file: `${before}.ics`,
      });
      expect(old.status).toBe(404);
    });

    it("the page's actions: bad input kept with messages; someone else's listing or feed → 404", async () => {
      const path = `/host/listings/${listingId}/calendar-sync`;
      const post = (fields: Record<string, string>, cookie = host.cookie, id = listingId) =>
        call(
          syncPage.action,
          formRequest(`/host/listings/${id}/calendar-sync`, fields, { cookie }),
          t().context(),
          { id: String(id) },
        );

      const bad = await post({ intent: "add", name: "", url: "ftp://x" });
      expect(bad.status).toBe(400);
      expect(formAnswer(bad)).toMatchObject({
        fieldErrors: { name: expect.any(String), url: expect.any(String) },
        values: { url: "ftp://x" },
      });
      const dup = await post({ intent: "add", name: "Again", url: `${base}/a.ics` });
      expect(dup.status).toBe(409);
      expect(formAnswer(dup).fieldErrors.url).toMatch(/already/);
      served.set("/f.ics", [200, ics(["f1", day(80), day(82)])]);
      const added = await post({ intent: "add", name: "Local", url: `${base}/f.ics` });
      expect(added.status).toBe(302);
      expect((await toastOf(added))?.message).toMatch(/added and imported/);
      // Five feeds now: a sixth is refused.
      const full = await post({ intent: "add", name: "Sixth", url: "https://example.com/6.ics" });
      expect(full.status).toBe(409);
      expect(formAnswer(full).formError).toMatch(/at most 5/);

      const [mine] = await t()
        .platform.database.db.select()
        .from(calendarFeeds)
        .where(eq(calendarFeeds.listingId, listingId));
      expect((await post({ intent: "sync", feedId: String(mine!.id) }, other.cookie)).status).toBe(404);
      expect((await post({ intent: "remove", feedId: String(mine!.id) }, other.cookie)).status).toBe(404);
      expect(
        (await post({ intent: "remove", feedId: String(mine!.id) }, other.cookie, otherListingId)).status,
      ).toBe(404);
      expect((await post({ intent: "remove", feedId: "nope" })).status).toBe(404);
      const page = await call(syncPage.loader, getRequest(path, { cookie: other.cookie }), t().context(), {
        id: String(listingId),
      });
      expect(page.status).toBe(404);

      const removed = await post({ intent: "remove", feedId: String(mine!.id) });
      expect(removed.status).toBe(302);
      expect((await toastOf(removed))?.message).toMatch(/removed/);
      expect(await blocksOf(mine!.id)).toEqual([]);
    });
  },
  { TEST_HOOKS: "1" },
);
