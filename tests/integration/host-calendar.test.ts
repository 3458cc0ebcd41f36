import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as listingCalendar from "../../app/routes/host/listing-calendar.tsx";
import { createBooking } from "../../app/modules/bookings/bookings.server.ts";
import { hostProfileFor } from "../../app/modules/hosting/hosting.server.ts";
import { parseSearchFilters } from "../../app/modules/stays/search-filters.ts";
import { getStay } from "../../app/modules/stays/stay-page.server.ts";
import { searchStays } from "../../app/modules/stays/search.server.ts";
import { addDays, todayIn } from "../../app/shared/dates.ts";
import { availabilityBlocks, bookings, listingPriceOverrides } from "../../db/schema/index.ts";
import { addListing, createTestStay, createUser, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf, type Fields } from "../helpers/requests.ts";
import { itRefusesHostileForms } from "./actions/hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

/**
 * The owner's calendar: blocks and prices made on the page are honoured at once by
 * search, the stay's page and the booking service; a block never takes a booked night.
 */
describeWithPlatform("host calendar", (t) => {
  let host: TestUser;
  let other: TestUser;
  let listingId = 0;
  const slug = "calendar-cottage-duluth";
  const TZ = "America/Chicago";
  // Nights from a month ahead, inside the listing's 12-month window whatever today is.
  const day = (n: number) => addDays(todayIn(TZ), 30 + n);
  const path = () => `/host/listings/${listingId}/calendar`;
  const post = (fields: Fields, cookie = host.cookie, id = String(listingId)) =>
    call(listingCalendar.action, formRequest(path(), fields, { cookie }), t().context(), { id });
  const nights = (first: number, last: number) => ({ start: day(first), last: day(last) });
  const search = (checkIn: string, checkOut: string) =>
    searchStays(
      t().platform.database.db,
      parseSearchFilters(new URLSearchParams({ where: "Duluth", checkIn, checkOut, pets: "0" })).filters,
    );
  const blocksNow = async () =>
    (
      await t()
        .platform.database.db.select({ during: availabilityBlocks.during, reason: availabilityBlocks.reason })
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.listingId, listingId))
        .orderBy(asc(availabilityBlocks.during))
    ).map((b) => `${b.reason} ${b.during}`);
  const mail = { mailer: { send: async () => {} }, appUrl: "http://localhost:3000" };
  const book = (checkIn: string, checkOut: string, key = `k-${Math.random()}`) =>
    createBooking(
      t().platform.database.db,
      {
        guestId: other.id,
        listingSlug: slug,
        request: { checkIn, checkOut, adults: 2, children: 0, pets: [] },
        message: "",
        contactPhone: "+14155550100",
        idempotencyKey: key,
      },
      mail,
    );

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Cora", lastName: "Calendar" });
    other = await createUser(t(), { firstName: "Gus", lastName: "Guest" });
    const db = t().platform.database.db;
    const owner = await hostProfileFor(db, { id: host.id, name: "Cora Calendar" });
    listingId = await addListing(db, {
      slug,
      ownerId: owner.id,
      city: "Duluth",
      region: "Minnesota",
      timeZone: TZ,
      nightlyRateCents: 10_000,
      cleaningFeeCents: 5_000,
      weeklyDiscountPct: 10,
      minNights: 2,
      instantBook: true,
    });
  });

  it("shows months of nights from this month, each with its price", async () => {
    const page = await call(
      listingCalendar.loader,
      getRequest(path(), { cookie: host.cookie }),
      t().context(),
      {
        id: String(listingId),
      },
    );
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof listingCalendar.loader>>;
    expect(data.months).toHaveLength(3);
    expect(data.months[0]!.key).toBe(todayIn(TZ).slice(0, 7));
    const today = data.months[0]!.days.find((d) => d.date === todayIn(TZ))!;
    expect(today).toMatchObject({ state: "free", selectable: true, priceCents: 10_000 });
    expect(data.later).not.toBeNull();
    // The lead names the home's zone in the reader's language, not by its IANA id.
    expect(data.zoneName).toBe("Chicago (Central Time)");
    const spanish = await call(
      listingCalendar.loader,
      getRequest(path(), { cookie: `${host.cookie}; pfr-lang=es` }),
      t().context(),
      { id: String(listingId) },
    );
    expect((spanish.data as typeof data).zoneName).toBe("Chicago (hora central)");
  });

  it("blocked nights leave search and the stay's calendar at once; other dates still find it", async () => {
    const answer = await post({ intent: "block", ...nights(0, 2) });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(new RegExp(`^${path()}\\?month=\\d{4}-\\d{2}$`));
    expect((await toastOf(answer))?.message).toMatch(/^Blocked .*\(3 nights\)/);
    expect(await blocksNow()).toEqual([`owner [${day(0)},${day(3)})`]);

    expect((await search(day(1), day(4))).stays.map((s) => s.slug)).not.toContain(slug);
    expect((await search(day(3), day(5))).stays.map((s) => s.slug)).toContain(slug);
    const stay = await getStay(t().platform.database.db, slug, todayIn("UTC"), {
      areaSecret: t().platform.secret,
    });
    expect(stay!.occupied).toContainEqual({ start: day(0), end: day(3), kind: "blocked" });
    // And the booking service refuses them.
    expect(await book(day(2), day(4))).toMatchObject({ ok: false });
  });

  it("blocking next to or over an owner's block joins them; opening part of it splits it", async () => {
    expect((await post({ intent: "block", ...nights(3, 5) })).status).toBe(302);
    expect(await blocksNow()).toEqual([`owner [${day(0)},${day(6)})`]);
    const opened = await post({ intent: "open", ...nights(2, 3) });
    expect(opened.status).toBe(302);
    expect((await toastOf(opened))?.message).toMatch(/^Opened/);
    expect(await blocksNow()).toEqual([`owner [${day(0)},${day(2)})`, `owner [${day(4)},${day(6)})`]);
    expect((await search(day(2), day(4))).stays.map((s) => s.slug)).toContain(slug);
  });

  it("a block over a booking is refused with a clear message, the dates kept", async () => {
    const made = await book(day(10), day(13));
    expect(made).toMatchObject({ ok: true, status: "confirmed" });
    const refused = await post({ intent: "block", ...nights(12, 14) });
    expect(refused.status).toBe(409);
    const reply = formAnswer(refused);
    expect(reply.formError).toMatch(
      /^Those nights include a booking: Gus, .*\(3 nights\)\. Choose nights around it/,
    );
    expect(reply.values).toMatchObject({ start: day(12), last: day(14) });
    expect(await blocksNow()).not.toContainEqual(expect.stringContaining(day(12)));
  });

  it("imported nights can't be opened here; bad ranges are refused as bad input", async () => {
    const db = t().platform.database.db;
    await db
      .insert(availabilityBlocks)
      .values({ listingId, during: `[${day(20)},${day(22)})`, reason: "imported", note: "Other site" });
    const refused = await post({ intent: "open", ...nights(20, 21) });
    expect(refused.status).toBe(409);
    expect(formAnswer(refused).formError).toMatch(/calendar sync/);
    expect(formAnswer(await post({ intent: "block", ...nights(22, 20) })).formError).toMatch(
      /before the first/,
    );
    const past = await post({ intent: "block", start: addDays(todayIn(TZ), -2), last: todayIn(TZ) });
    expect(past.status).toBe(400);
    expect(formAnswer(past).formError).toMatch(/Past nights/);
    const far = await post({ intent: "block", start: day(0), last: addDays(todayIn(TZ), 800) });
    expect(formAnswer(far).formError).toMatch(/open until/);
    const bad = await post({ intent: "price", ...nights(30, 31), rate: "abc" });
    expect(bad.status).toBe(400);
    expect(formAnswer(bad).fieldErrors).toHaveProperty("rate");
    expect(formAnswer(bad).values).toMatchObject({ rate: "abc" });
    expect((await post({ intent: "price", ...nights(30, 31), rate: "90", minNights: "400" })).status).toBe(
      400,
    );
  });

  it("a price for some nights changes the booking's server price and the search price", async () => {
    const set = await post({ intent: "price", ...nights(40, 41), rate: "250" });
    expect(set.status).toBe(302);
    expect((await toastOf(set))?.message).toMatch(/\$250 a night/);
    // Two nights at $250, one at $100, cleaning $50; no tax set.
    const card = (await search(day(40), day(43))).stays.find((s) => s.slug === slug);
    expect(card?.quote?.totalCents).toBe(65_000);
    const made = await book(day(40), day(43));
    expect(made).toMatchObject({ ok: true });
    if (!made.ok) return;
    const [row] = await t()
      .platform.database.db.select({ total: bookings.totalCents, price: bookings.price })
      .from(bookings)
      .where(eq(bookings.id, made.bookingId));
    expect(row!.total).toBe(65_000);
    expect(row!.price).toMatchObject({ lodgingCents: 60_000, specialNights: 2 });

    // A price over part of it splits it; a reset cuts it back.
    expect((await post({ intent: "price", ...nights(41, 41), rate: "300" })).status).toBe(302);
    expect((await post({ intent: "reset", ...nights(40, 40) })).status).toBe(302);
    const overrides = await t()
      .platform.database.db.select({
        during: listingPriceOverrides.during,
        rate: listingPriceOverrides.nightlyRateCents,
      })
      .from(listingPriceOverrides)
      .where(eq(listingPriceOverrides.listingId, listingId));
    expect(overrides).toEqual([{ during: `[${day(41)},${day(42)})`, rate: 30_000 }]);
  });

  // Issue 39: nights priced outside the three months on screen were not shown after saving.
  it("a price for nights off screen opens the calendar on their months, showing the price", async () => {
    const onScreen = todayIn(TZ).slice(0, 7);
    const set = await post({ intent: "price", ...nights(200, 201), rate: "275", month: onScreen });
    expect(set.status).toBe(302);
    const month = day(200).slice(0, 7);
    expect(set.location).toBe(`${path()}?month=${month}`);
    const page = await call(
      listingCalendar.loader,
      getRequest(set.location!, { cookie: host.cookie }),
      t().context(),
      { id: String(listingId) },
    );
    const data = page.data as Awaited<ReturnType<typeof listingCalendar.loader>>;
    const shown = data.months.flatMap((m) => m.days).find((d) => d.date === day(200));
    expect(shown).toMatchObject({ priceCents: 27_500 });
    // A change on screen keeps the months the owner was looking at.
    const near = await post({ intent: "price", ...nights(15, 15), rate: "120", month: onScreen });
    expect(near.location).toBe(`${path()}?month=${onScreen}`);
  });

  it("a minimum stay set for some nights refuses a shorter stay, in booking and in search", async () => {
    expect((await post({ intent: "price", ...nights(60, 62), rate: "120", minNights: "4" })).status).toBe(
      302,
    );
    const short = await book(day(61), day(63));
    expect(short).toMatchObject({ ok: false, status: 400 });
    if (!short.ok) expect(short.fieldErrors.checkOut).toMatch(/needs at least 4 nights/);
    expect((await search(day(61), day(63))).stays.map((s) => s.slug)).not.toContain(slug);
    // Checking in after the override: the listing's own minimum (2).
    expect((await search(day(63), day(65))).stays.map((s) => s.slug)).toContain(slug);
    expect((await search(day(61), day(65))).stays.map((s) => s.slug)).toContain(slug);
    expect(await book(day(61), day(65))).toMatchObject({ ok: true });
  });

  it("someone else's listing is not found, to read or to change", async () => {
    const page = await call(
      listingCalendar.loader,
      getRequest(path(), { cookie: other.cookie }),
      t().context(),
      { id: String(listingId) },
    );
    expect(page.status).toBe(404);
    const change = await post({ intent: "block", ...nights(80, 81) }, other.cookie);
    expect(change.status).toBe(404);
    expect(await blocksNow()).not.toContainEqual(expect.stringContaining(day(80)));
    expect((await post({ intent: "block", ...nights(80, 81) }, host.cookie, "99999999")).status).toBe(404);
  });

  itRefusesHostileForms(t, {
    name: "routes/host/listing-calendar.tsx",
    action: listingCalendar.action,
    get path() {
      return path();
    },
    fields: { intent: "block", start: day(90), last: day(91) },
    cookie: () => host.cookie,
    params: () => ({ id: String(listingId) }),
  });

  it("a test stay made directly still can't overlap a block (the exclusion constraint)", async () => {
    await expect(
      createTestStay(t().platform.database.db, other.id, {
        listing: slug,
        checkIn: day(0),
        checkOut: day(1),
        status: "confirmed",
      }),
    ).rejects.toThrow(/taken/);
  });
});
