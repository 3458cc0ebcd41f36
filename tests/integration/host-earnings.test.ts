import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { bookings } from "../../db/schema/index.ts";
import * as earningsCsvRoute from "../../app/routes/host/earnings-csv.ts";
import * as earningsRoute from "../../app/routes/host/earnings.tsx";
import { monthOf, shiftMonth } from "../../app/shared/dates.ts";
import { loadEarnings, nextPayoutFor } from "../../app/modules/hosting/earnings/earnings.server.ts";
import { hostProfileFor } from "../../app/modules/hosting/hosting.server.ts";
import type { PriceQuote } from "../../app/modules/stays/pricing.ts";
import { todayIn } from "../../app/shared/dates.ts";
import {
  createBooking,
  createListing,
  createUser,
  type TestListing,
  type TestUser,
} from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, getRequest } from "../helpers/requests.ts";

// Sign-ups hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

/** The owner's earnings page and its CSV, in process, on both databases. */
describeWithPlatform("host earnings", (t) => {
  let host: TestUser;
  let other: TestUser;
  let guest: TestUser;
  let usd: TestListing;
  let eur: TestListing;
  let theirs: TestListing;
  const today = todayIn("UTC");
  const month = monthOf(today);
  // A stay two months ago (paid), and a stay two months ahead that was cancelled today.
  const pastIn = `${shiftMonth(month, -2)}-05`;
  const pastOut = `${shiftMonth(month, -2)}-08`;
  const laterIn = `${shiftMonth(month, 2)}-10`;
  const laterOut = `${shiftMonth(month, 2)}-14`;
  let paid: { id: string; total: number; reference: string };
  let kept = 0;

  const get = (route: { loader: (args: never) => unknown }, path: string, cookie?: string) =>
    call(route.loader, getRequest(path, { cookie }), t().context());

  const priceOf = async (id: string) => {
    const [row] = await t()
      .platform.database.db.select({ price: bookings.price, reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, id));
    return { quote: row!.price as unknown as PriceQuote, reference: row!.reference! };
  };

  beforeAll(async () => {
    const { db } = t().platform.database;
    [host, other, guest] = [
      await createUser(t(), { firstName: "Hana", lastName: "Host" }),
      await createUser(t(), { firstName: "Otto", lastName: "Other" }),
      await createUser(t(), { firstName: "Gwen", lastName: "Guest" }),
    ];
    const hostOwner = await hostProfileFor(db, { id: host.id, name: "Hana Host" });
    const otherOwner = await hostProfileFor(db, { id: other.id, name: "Otto Other" });
    usd = await createListing(db, { ownerId: hostOwner.id, title: "Lake cabin", lodgingTaxBps: 1_000 });
    eur = await createListing(db, {
      ownerId: hostOwner.id,
      title: "=Lisbon flat, by the river",
      currency: "EUR",
      nightlyRateCents: 8_000,
    });
    theirs = await createListing(db, { ownerId: otherOwner.id, title: "Someone else's barn" });

    const made = await createBooking(db, guest.id, {
      listing: usd.slug,
      checkIn: pastIn,
      checkOut: pastOut,
      status: "completed",
    });
    const { quote, reference } = await priceOf(made.id);
    paid = { id: made.id, total: quote.totalCents, reference };

    await createBooking(db, guest.id, {
      listing: eur.slug,
      checkIn: pastIn,
      checkOut: pastOut,
      status: "completed",
    });
    const cancelled = await createBooking(db, guest.id, {
      listing: usd.slug,
      checkIn: laterIn,
      checkOut: laterOut,
      status: "cancelled",
    });
    const cancelledQuote = (await priceOf(cancelled.id)).quote;
    const refund = Math.floor(cancelledQuote.totalCents / 2);
    kept = cancelledQuote.totalCents - refund;
    await db
      .update(bookings)
      .set({ refundCents: refund, cancelledAt: new Date(), cancelledBy: "guest" })
      .where(eq(bookings.id, cancelled.id));
    // Someone else's stay, and a request (no money yet) on the host's own home.
    await createBooking(db, guest.id, {
      listing: theirs.slug,
      checkIn: pastIn,
      checkOut: pastOut,
      status: "completed",
    });
    await createBooking(db, guest.id, {
      listing: usd.slug,
      checkIn: `${shiftMonth(month, 1)}-03`,
      checkOut: `${shiftMonth(month, 1)}-05`,
      status: "pending",
    });
  });

  it("a visitor is sent to sign in", async () => {
    const answer = await get(earningsRoute, "/host/earnings");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/sign-in?redirectedFrom=%2Fhost%2Fearnings");
  });

  it("the owner sees their own listings' stays only, each currency apart", async () => {
    const answer = await get(earningsRoute, "/host/earnings", host.cookie);
    expect(answer.status).toBe(200);
    const data = answer.data as {
      listings: { id: number }[];
      monthTotals: { month: string; nights: number; payout: { currency: string; cents: number }[] }[];
      rows: { listingId: number }[];
      tiles: { thisMonth: { currency: string; cents: number }[] };
      hasBookings: boolean;
    };
    expect(data.hasBookings).toBe(true);
    expect(data.listings.map((l) => l.id).sort()).toEqual([usd.id, eur.id].sort());
    expect(data.rows.some((r) => r.listingId === theirs.id)).toBe(false);
    const past = data.monthTotals.find((m) => m.month === shiftMonth(month, -2))!;
    expect(past.nights).toBe(6);
    expect(past.payout.map((m) => m.currency).sort()).toEqual(["EUR", "USD"]);
    expect(past.payout.find((m) => m.currency === "USD")!.cents).toBe(paid.total);
    // The cancellation counts what the owner kept, today; the pending request counts nothing.
    const now = data.monthTotals.find((m) => m.month === month)!;
    expect(now.payout).toEqual([{ currency: "USD", cents: kept }]);
    expect(now.nights).toBe(0);
    expect(data.tiles.thisMonth).toEqual([{ currency: "USD", cents: kept }]);
  });

  it("another owner's listing in the filter is not found; a bad year says why", async () => {
    expect((await get(earningsRoute, `/host/earnings?listing=${theirs.id}`, host.cookie)).status).toBe(404);
    expect((await get(earningsRoute, "/host/earnings?listing=abc", host.cookie)).status).toBe(404);
    expect((await get(earningsCsvRoute, `/host/earnings.csv?listing=${theirs.id}`, host.cookie)).status).toBe(
      404,
    );
    const badYear = await get(earningsRoute, `/host/earnings?listing=${eur.id}&year=12345`, host.cookie);
    expect(badYear.status).toBe(400);
    expect(badYear.data).toMatchObject({
      error: expect.stringMatching(/Choose a year/),
      filters: { listing: String(eur.id), year: "12345" },
    });
    const mine = await get(earningsRoute, `/host/earnings?listing=${eur.id}`, host.cookie);
    expect(mine.status).toBe(200);
    expect((mine.data as { listings: { id: number }[] }).listings.map((l) => l.id)).toEqual([eur.id]);
  });

  it("the CSV has one line per amount due, escaped, with the owner's stays only", async () => {
    const answer = await get(earningsCsvRoute, "/host/earnings.csv", host.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="earnings-.+\.csv"$/);
    const text = String(answer.data).replace(/^\uFEFF/, "");
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Due date,Payment,Reference,Listing,Guest,/);
    expect(lines).toHaveLength(4); // header, two paid stays, one cancellation
    const usdLine = lines.find((l) => l.includes(paid.reference))!;
    expect(usdLine).toContain(
      `${pastIn},paid,${paid.reference},Lake cabin,Gwen,${pastIn},${pastOut},3,completed,USD,`,
    );
    expect(lines.some((l) => l.includes(`"'=Lisbon flat, by the river"`))).toBe(true);
    expect(lines.some((l) => l.includes("kept on cancellation"))).toBe(true);
    expect(text).not.toContain("barn");

    const year = await get(
      earningsCsvRoute,
      `/host/earnings.csv?year=${today.slice(0, 4)}&listing=${usd.id}`,
      host.cookie,
    );
    expect(String(year.data)).not.toContain("Lisbon");
    expect((await get(earningsCsvRoute, "/host/earnings.csv?year=x", host.cookie)).status).toBe(400);
  });

  it("an owner without bookings, or without listings, gets the page's empty state", async () => {
    const answer = await get(earningsRoute, "/host/earnings", other.cookie);
    expect(answer.data).toMatchObject({ hasBookings: true, listings: [{ id: theirs.id }] });
    const nobody = await get(earningsRoute, "/host/earnings", guest.cookie);
    expect(nobody.status).toBe(200);
    expect(nobody.data).toMatchObject({ hasBookings: false, allListings: [] });
  });

  it("the next payout estimate skips cancelled stays and requests", async () => {
    const { db } = t().platform.database;
    expect(await nextPayoutFor(db, host.id)).toBeNull();
    const loaded = await loadEarnings(db, host.id, { listingId: null, year: null });
    expect(loaded!.next).toBeNull();
    const checkIn = `${shiftMonth(month, 3)}-01`;
    const made = await createBooking(db, guest.id, {
      listing: eur.slug,
      checkIn,
      checkOut: `${shiftMonth(month, 3)}-04`,
      status: "confirmed",
    });
    const { quote } = await priceOf(made.id);
    expect(await nextPayoutFor(db, host.id)).toEqual({
      dueOn: checkIn,
      amounts: [{ currency: "EUR", cents: quote.totalCents }],
      bookings: 1,
    });
    expect(await nextPayoutFor(db, other.id)).toBeNull();
  });
});
