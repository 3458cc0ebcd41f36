import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as pricingRoute from "../../app/routes/host/listing-pricing.tsx";
import { createBooking } from "../../app/modules/bookings/bookings.server.ts";
import { paymentSchedule } from "../../app/modules/bookings/payment.ts";
import { priceBoxOf } from "../../app/modules/bookings/price-box.server.ts";
import { hostProfileFor } from "../../app/modules/hosting/hosting.server.ts";
import { quoteStay, type PriceQuote } from "../../app/modules/stays/pricing.ts";
import { parseSearchFilters } from "../../app/modules/stays/search-filters.ts";
import { searchStays } from "../../app/modules/stays/search.server.ts";
import { getStay } from "../../app/modules/stays/stay-page.server.ts";
import { addDays, todayIn, toDayNumber } from "../../app/shared/dates.ts";
import { bookings, listings } from "../../db/schema/index.ts";
import { addListing, createUser, type TestUser } from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf, type Fields } from "../helpers/requests.ts";
import { itRefusesHostileForms } from "./actions/hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

/**
 * Pricing rules (decision 3950) set on the owner's page are what search, the stay page's price
 * box, the booking service and the payout schedule charge: one function, one order.
 */
describeWithPlatform("pricing rules", (t) => {
  let host: TestUser;
  let other: TestUser;
  let listingId = 0;
  const slug = "rules-cottage-bayfield";
  const TZ = "America/Chicago";
  // A Friday five weeks or more ahead (inside the 12-month window whatever today is).
  const friday = () => {
    let d = addDays(todayIn(TZ), 35);
    while ((toDayNumber(d) + 4) % 7 !== 5) d = addDays(d, 1);
    return d;
  };
  const path = () => `/host/listings/${listingId}/pricing-rules`;
  const post = (fields: Fields, cookie = host.cookie, id = String(listingId)) =>
    call(pricingRoute.action, formRequest(path(), fields, { cookie }), t().context(), { id });
  const search = (checkIn: string, checkOut: string) =>
    searchStays(
      t().platform.database.db,
      parseSearchFilters(new URLSearchParams({ where: "Bayfield", checkIn, checkOut, pets: "0" })).filters,
    );
  const book = (checkIn: string, checkOut: string) =>
    createBooking(
      t().platform.database.db,
      {
        guestId: other.id,
        listingSlug: slug,
        request: { checkIn, checkOut, adults: 2, children: 0, pets: [] },
        message: "",
        contactPhone: "+14155550100",
        idempotencyKey: `k-${Math.random()}`,
      },
      { mailer: { send: async () => {} }, appUrl: "http://localhost:3000" },
    );
  const storedPrice = async (bookingId: string) => {
    const [row] = await t()
      .platform.database.db.select({ total: bookings.totalCents, price: bookings.price })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    return { total: row!.total, quote: row!.price as unknown as PriceQuote };
  };

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Rita", lastName: "Rules" });
    other = await createUser(t(), { firstName: "Gil", lastName: "Guest" });
    const db = t().platform.database.db;
    const owner = await hostProfileFor(db, { id: host.id, name: "Rita Rules" });
    listingId = await addListing(db, {
      slug,
      ownerId: owner.id,
      city: "Bayfield",
      region: "Wisconsin",
      timeZone: TZ,
      nightlyRateCents: 10_000,
      monthlyRateCents: 240_000,
      cleaningFeeCents: 5_000,
      weeklyDiscountPct: 10,
      minNights: 1,
      maxNights: 60,
      instantBook: true,
    });
  });

  it("saves a weekend price and a monthly discount, and the preview names the order with them", async () => {
    const saved = await post({
      intent: "rules",
      weekendRate: "150",
      monthlyDiscountPct: "20",
      timingKind: "none",
    });
    expect(saved.status).toBe(302);
    expect((await toastOf(saved))?.message).toBe("Pricing rules saved.");
    const [row] = await t()
      .platform.database.db.select({ rules: listings.pricingRules })
      .from(listings)
      .where(eq(listings.id, listingId));
    expect(row!.rules).toEqual({
      weekendRateCents: 15_000,
      monthlyDiscountPct: 20,
      timing: null,
      seasons: [],
    });

    const page = await call(
      pricingRoute.loader,
      getRequest(`${path()}?checkIn=${friday()}`, { cookie: host.cookie }),
      t().context(),
      { id: String(listingId) },
    );
    expect(page.status).toBe(200);
    const data = page.data as Awaited<ReturnType<typeof pricingRoute.loader>>;
    // The order's steps are worded by the page, in the reader's language, from the rules and rates.
    expect(data.rules.weekendRateCents).toBe(15_000);
    expect(data.checkIn).toBe(friday());
    // A weekend: Friday and Saturday at $150, cleaning $50
    expect(data.examples[0]!.quote).toMatchObject({
      lodgingCents: 30_000,
      weekendNights: 2,
      totalCents: 35_000,
    });
    // A month: $2,400 per 30 nights, 20% off, cleaning $50
    expect(data.examples[2]!.quote).toMatchObject({
      rateBasis: "monthly",
      lodgingCents: 240_000,
      discountCents: 48_000,
      totalCents: 197_000,
    });
  });

  it("search, the stay page's box and the booking charge the same weekend price", async () => {
    const fri = friday();
    const thu = addDays(fri, -1);
    const sun = addDays(fri, 2);
    // Thursday $100, Friday and Saturday $150, cleaning $50
    const card = (await search(thu, sun)).stays.find((s) => s.slug === slug);
    expect(card?.quote?.totalCents).toBe(45_000);
    const stay = await getStay(t().platform.database.db, slug, todayIn("UTC"), {
      areaSecret: t().platform.secret,
    });
    expect(stay!.listing.pricingRules.weekendRateCents).toBe(15_000);
    expect(quoteStay(priceBoxOf(stay!).terms, thu, sun).totalCents).toBe(45_000);
    const made = await book(thu, sun);
    expect(made).toMatchObject({ ok: true });
    if (!made.ok) return;
    const { total, quote } = await storedPrice(made.bookingId);
    expect(total).toBe(45_000);
    expect(quote).toMatchObject({ lodgingCents: 40_000, weekendNights: 2 });
  });

  it("a month is at the monthly rate less the monthly discount, and the payout schedule adds up to it", async () => {
    const start = addDays(friday(), 7);
    const made = await book(start, addDays(start, 30));
    expect(made).toMatchObject({ ok: true });
    if (!made.ok) return;
    const { total, quote } = await storedPrice(made.bookingId);
    expect(quote.discounts).toEqual([{ rule: "monthly", pct: 20, cents: 48_000 }]);
    expect(total).toBe(197_000);
    const schedule = paymentSchedule(quote, "per_stay", start);
    expect(schedule.reduce((sum, i) => sum + i.amountCents, 0)).toBe(197_000);
  });

  it("a season wins over the weekend price; a clash is refused, the season removed", async () => {
    const fri = addDays(friday(), 70);
    const added = await post({
      intent: "add-season",
      seasonStart: fri,
      seasonLast: addDays(fri, 6),
      seasonRate: "200",
    });
    expect(added.status).toBe(302);
    const clash = await post({
      intent: "add-season",
      seasonStart: addDays(fri, 3),
      seasonLast: addDays(fri, 9),
      seasonRate: "90",
    });
    expect(clash.status).toBe(409);
    expect(formAnswer(clash).formError).toMatch(/overlap your season/);
    expect(formAnswer(clash).values).toMatchObject({ seasonRate: "90" });
    const card = (await search(fri, addDays(fri, 2))).stays.find((s) => s.slug === slug);
    expect(card?.quote?.totalCents).toBe(45_000); // two nights at $200, cleaning $50
    expect((await post({ intent: "remove-season", seasonStart: fri })).status).toBe(302);
    expect((await post({ intent: "remove-season", seasonStart: fri })).status).toBe(404);
    const after = (await search(fri, addDays(fri, 2))).stays.find((s) => s.slug === slug);
    expect(after?.quote?.totalCents).toBe(35_000);
  });

  it("bad input is a 400 with the field's message and what was typed; nothing is saved", async () => {
    const bad = await post({
      intent: "rules",
      weekendRate: "lots",
      monthlyDiscountPct: "20",
      timingKind: "none",
    });
    expect(bad.status).toBe(400);
    expect(formAnswer(bad).fieldErrors.weekendRate).toMatch(/an amount like 120/);
    expect(formAnswer(bad).values).toMatchObject({ weekendRate: "lots" });
    expect((await post({ intent: "price-everything" })).status).toBe(400);
    const over = await post({
      intent: "add-season",
      seasonStart: "2001-01-01",
      seasonLast: "2001-01-05",
      seasonRate: "50",
    });
    expect(over.status).toBe(400);
    expect(formAnswer(over).fieldErrors.seasonLast).toMatch(/over/);
  });

  it("someone else's listing, or no listing, is a 404 for the page and its forms", async () => {
    const page = await call(
      pricingRoute.loader,
      getRequest(path(), { cookie: other.cookie }),
      t().context(),
      {
        id: String(listingId),
      },
    );
    expect(page.status).toBe(404);
    expect((await post({ intent: "rules", weekendRate: "1", timingKind: "none" }, other.cookie)).status).toBe(
      404,
    );
    expect(
      (await post({ intent: "rules", weekendRate: "1", timingKind: "none" }, host.cookie, "99999999")).status,
    ).toBe(404);
    const [row] = await t()
      .platform.database.db.select({ rules: listings.pricingRules })
      .from(listings)
      .where(eq(listings.id, listingId));
    expect(row!.rules).toMatchObject({ weekendRateCents: 15_000 });
  });

  itRefusesHostileForms(t, {
    name: "routes/host/listing-pricing.tsx",
    action: pricingRoute.action,
    get path() {
      return path();
    },
    fields: { intent: "rules", weekendRate: "120", timingKind: "none" },
    cookie: () => host.cookie,
    params: () => ({ id: String(listingId) }),
  });
});
