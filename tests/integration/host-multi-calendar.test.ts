import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as multiCalendar from "../../app/routes/host/calendar.tsx";
import * as listingCalendar from "../../app/routes/host/listing-calendar.tsx";
import { hostProfileFor } from "../../app/modules/hosting/hosting.server.ts";
import { addDays, todayIn } from "../../app/shared/dates.ts";
import { availabilityBlocks } from "../../db/schema/index.ts";
import { addListing, createBooking, createUser, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf, type Fields } from "../helpers/requests.ts";
import { itRefusesHostileForms } from "./actions/hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

type Page = Awaited<ReturnType<typeof multiCalendar.loader>>;

/**
 * The calendar of several homes: rows of the owner's homes with each night's state and price (the
 * same as each home's own calendar), and changes through the one-home calendar's service.
 */
describeWithPlatform("host multi-calendar", (t) => {
  let host: TestUser;
  let other: TestUser;
  let cottage = 0;
  let cabin = 0;
  let strangers = 0;
  const TZ = "America/Chicago";
  // Nights from a week ahead (a Friday among the first 7: the weekend price shows).
  const from = () => addDays(todayIn(TZ), 7);
  const day = (n: number) => addDays(from(), n);
  const fridayOffset = () =>
    [0, 1, 2, 3, 4, 5, 6].find((n) => new Date(`${day(n)}T00:00:00Z`).getUTCDay() === 5)!;
  const page = async (cookie = host.cookie, query = `?from=${from()}`) =>
    call(multiCalendar.loader, getRequest(`/host/calendar${query}`, { cookie }), t().context());
  const post = (fields: Fields, cookie = host.cookie) =>
    call(multiCalendar.action, formRequest("/host/calendar", fields, { cookie }), t().context());
  const blocksOf = async (listingId: number) =>
    (
      await t()
        .platform.database.db.select({ during: availabilityBlocks.during, reason: availabilityBlocks.reason })
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.listingId, listingId))
        .orderBy(asc(availabilityBlocks.during))
    ).map((b) => `${b.reason} ${b.during}`);

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Mara", lastName: "Many" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
    const db = t().platform.database.db;
    const owner = await hostProfileFor(db, { id: host.id, name: "Mara Many" });
    cottage = await addListing(db, {
      slug: "multi-cottage",
      title: "A Cottage by the lake",
      ownerId: owner.id,
      city: "Duluth",
      timeZone: TZ,
      nightlyRateCents: 10_000,
      minNights: 1,
      pricingRules: { weekendRateCents: 15_000, seasons: [], monthlyDiscountPct: 0, timing: null },
    });
    cabin = await addListing(db, {
      slug: "multi-cabin",
      title: "B Cabin in the pines",
      ownerId: owner.id,
      city: "Ely",
      timeZone: TZ,
      nightlyRateCents: 9_000,
      minNights: 1,
    });
    const stranger = await hostProfileFor(db, { id: other.id, name: "Otto Other" });
    strangers = await addListing(db, {
      slug: "multi-strangers",
      title: "Someone else's loft",
      ownerId: stranger.id,
      city: "Duluth",
      timeZone: TZ,
    });
    await createBooking(db, other.id, { listing: "multi-cottage", checkIn: day(10), checkOut: day(13) });
    await db.insert(availabilityBlocks).values({
      listingId: cabin,
      during: `[${day(2)},${day(4)})`,
      reason: "imported",
      note: "Vrbo",
    });
  });

  it("shows a row per home of the owner (not others'), 30 nights each, with bookings, blocks and rule prices", async () => {
    const answer = await page();
    expect(answer.status).toBe(200);
    const data = answer.data as Page;
    expect(data.from).toBe(from());
    expect(data.columns).toHaveLength(30);
    expect(data.rows.map((r) => [r.id, r.title])).toEqual([
      [cottage, "A Cottage by the lake"],
      [cabin, "B Cabin in the pines"],
    ]);
    expect(JSON.stringify(data)).not.toContain("Someone else");
    const night = (row: number, n: number) => data.rows[row]!.nights.find((x) => x.date === day(n))!;
    expect(night(0, 10)).toMatchObject({
      state: "booked",
      booking: { guestFirstName: "Otto", checkIn: true },
    });
    expect(night(0, fridayOffset()).priceCents).toBe(15_000);
    expect(night(1, fridayOffset()).priceCents).toBe(9_000);
    expect(night(1, 2)).toMatchObject({ state: "blocked", block: { reason: "imported", note: "Vrbo" } });
    expect(data.earlier).toBe(todayIn(TZ));
    expect(data.later).toBe(day(30));
    // The same nights as the home's own calendar.
    const own = await call(
      listingCalendar.loader,
      getRequest(`/host/listings/${cottage}/calendar`, { cookie: host.cookie }),
      t().context(),
      { id: String(cottage) },
    );
    const days = (own.data as Awaited<ReturnType<typeof listingCalendar.loader>>).months.flatMap(
      (m) => m.days,
    );
    expect(days.find((d) => d.date === day(10))).toEqual(night(0, 10));
  });

  it("blocks a night of the second home through the one-home calendar's service, and back to the same nights", async () => {
    const answer = await post({
      listing: String(cabin),
      intent: "block",
      start: day(5),
      last: day(6),
      from: from(),
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/host/calendar?from=${from()}`);
    expect((await toastOf(answer))?.message).toMatch(/^B Cabin in the pines: Blocked .*\(2 nights\)/);
    expect(await blocksOf(cabin)).toContain(`owner [${day(5)},${day(7)})`);
    expect(await blocksOf(cottage)).toEqual([]);
    const data = (await page()).data as Page;
    expect(data.rows[1]!.nights.find((n) => n.date === day(5))!.state).toBe("blocked");
    // Priced the same way; a booked night can't be blocked (the service's message, the dates kept).
    expect(
      (await post({ listing: String(cottage), intent: "price", start: day(20), last: day(20), rate: "210" }))
        .status,
    ).toBe(302);
    const priced = ((await page()).data as Page).rows[0]!.nights.find((n) => n.date === day(20))!;
    expect(priced).toMatchObject({ priceCents: 21_000, special: true });
    const refused = await post({ listing: String(cottage), intent: "block", start: day(11), last: day(11) });
    expect(refused.status).toBe(409);
    expect(formAnswer(refused)).toMatchObject({
      formError: expect.stringMatching(/^Those nights include a booking: Otto/),
      values: { listing: String(cottage), start: day(11) },
    });
  });

  it("refuses bad input as 400 keeping what was typed", async () => {
    const answer = await post({
      listing: String(cabin),
      intent: "price",
      start: day(3),
      last: day(4),
      rate: "abc",
    });
    expect(answer.status).toBe(400);
    expect(formAnswer(answer)).toMatchObject({
      fieldErrors: { rate: expect.any(String) },
      values: { rate: "abc" },
    });
    const past = await post({
      listing: String(cabin),
      intent: "block",
      start: addDays(todayIn(TZ), -3),
      last: day(1),
    });
    expect(past.status).toBe(400);
  });

  it("someone else's, a made-up or a missing home id → 404, nothing changed", async () => {
    for (const listing of [String(strangers), "99999999", "abc", ""]) {
      const answer = await post({ listing, intent: "block", start: day(8), last: day(8) });
      expect(answer.status).toBe(404);
    }
    expect(await blocksOf(strangers)).toEqual([]);
    // The stranger's own page lists only their home.
    const theirs = (await page(other.cookie)).data as Page;
    expect(theirs.rows.map((r) => r.id)).toEqual([strangers]);
  });

  itRefusesHostileForms(t, {
    name: "routes/host/calendar.tsx",
    action: multiCalendar.action,
    path: "/host/calendar",
    get fields() {
      return { listing: String(cabin), intent: "block", start: day(25), last: day(25) };
    },
    cookie: () => host.cookie,
  });
});
