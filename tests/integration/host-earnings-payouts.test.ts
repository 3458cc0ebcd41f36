import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { createBooking } from "../../app/modules/bookings/bookings.server.ts";
import { payCheckout } from "../../app/modules/bookings/checkout.server.ts";
import { sweepBookings } from "../../app/modules/bookings/sweeps.server.ts";
import { csvAmount, earningsCsv, type EarningsMoney } from "../../app/modules/hosting/earnings/earnings.ts";
import { loadEarnings, nextPayoutFor } from "../../app/modules/hosting/earnings/earnings.server.ts";
import { createDemoProcessor } from "../../app/modules/payments/demo-processor.server.ts";
import type { PaymentsContext } from "../../app/modules/payments/money.server.ts";
import { bookings, payouts } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";
import { addAccount, addHostedHome } from "../helpers/factories.ts";

vi.setConfig({ testTimeout: 60_000 });

const NOW = new Date("2027-01-10T12:00:00Z");
const PAYS = { number: "4242 4242 4242 4242", authenticated: false };
const DEMO: EarningsMoney = { sitePays: true, mode: "demo", commissionPercent: 10 };
const ALL = { listingId: null, year: null };
const mail = { mailer: { send: async () => {} }, appUrl: "http://x" };

/** The owner's earnings when the site takes the payment (demo mode): the payouts table's rows. */
describeEachDatabase("host earnings from payouts (demo payments)", (database) => {
  const payments = (now: Date): PaymentsContext => ({
    processor: createDemoProcessor(database().db, { now: () => now }),
    commissionPercent: 10,
  });

  it("a paid booking shows as a scheduled payout with the commission, then paid after the sweep", async () => {
    const db = database().db;
    const tag = Math.random().toString(16).slice(2, 8);
    const host = `earn-host-${tag}`;
    const guest = `earn-guest-${tag}`;
    await addHostedHome(db, host, `earn-home-${tag}`, { instantBook: true });
    const theirs = await addHostedHome(db, `earn-other-${tag}`, `earn-other-home-${tag}`);
    await addAccount(db, guest);
    const made = await createBooking(
      db,
      {
        guestId: guest,
        listingSlug: `earn-home-${tag}`,
        request: { checkIn: "2027-03-01", checkOut: "2027-03-04", adults: 2, children: 0, pets: [] },
        message: "Hello!",
        contactPhone: "+14155550100",
        idempotencyKey: `key-${guest}`,
        checkout: true,
        now: NOW,
      },
      mail,
    );
    const id = made.ok ? made.bookingId : "";
    expect(
      await payCheckout(db, payments(NOW), { guestId: guest, bookingId: id, card: PAYS, mail, now: NOW }),
    ).toMatchObject({ ok: true, value: { paid: true } });
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, id));
    const [payout] = await db.select().from(payouts).where(eq(payouts.bookingId, id));
    const total = booking!.totalCents;
    expect(payout).toMatchObject({ status: "scheduled", commissionCents: Math.round(total / 10) });
    const net = total - payout!.commissionCents;

    const before = (await loadEarnings(db, host, ALL, NOW, DEMO))!;
    expect(before.money).toEqual(DEMO);
    expect(before.lines).toHaveLength(1);
    expect(before.lines[0]).toMatchObject({
      kind: "payout",
      bookingId: id,
      dueOn: "2027-03-02",
      payoutStatus: "scheduled",
      paidOn: null,
      grossCents: total,
      feeCents: payout!.commissionCents,
      payoutCents: net,
    });
    const march = before.monthTotals.find((m) => m.month === "2027-03")!;
    expect(march).toMatchObject({
      nights: 3,
      gross: [{ currency: "USD", cents: total }],
      fee: [{ currency: "USD", cents: payout!.commissionCents }],
      payout: [{ currency: "USD", cents: net }],
      state: "expected",
    });
    expect(before.tiles).toMatchObject({ yearToDate: [], upcoming: [{ currency: "USD", cents: net }] });
    expect(before.next).toEqual({
      dueOn: "2027-03-02",
      amounts: [{ currency: "USD", cents: net }],
      bookings: 1,
    });
    expect(await nextPayoutFor(db, host, NOW, DEMO)).toEqual(before.next);
    const csvBefore = earningsCsv(before.lines, before.listings, before.today).split("\r\n");
    expect(csvBefore[1]).toMatch(
      new RegExp(
        `^2027-03-02,scheduled,.*,2027-03-01,2027-03-04,3,confirmed,USD,${csvAmount(total)},[0-9.]+,${csvAmount(payout!.commissionCents)},${csvAmount(net)},$`,
      ),
    );
    // The direct shape of the same stay: by the payment terms, no fee (the guest pays the owner).
    expect((await loadEarnings(db, host, ALL, NOW))!.lines[0]).toMatchObject({
      kind: "installment",
      payoutStatus: null,
      feeCents: 0,
      payoutCents: total,
    });

    // The sweep pays it once due (24 hours after check-in): paid, with its day.
    const swept = new Date("2027-03-03T12:00:00Z");
    expect((await sweepBookings(db, swept, payments(swept))).payoutsPaid).toBe(1);
    const after = (await loadEarnings(db, host, ALL, swept, DEMO))!;
    expect(after.lines[0]).toMatchObject({ payoutStatus: "paid", paidOn: "2027-03-03", payoutCents: net });
    expect(after.tiles).toMatchObject({ yearToDate: [{ currency: "USD", cents: net }], upcoming: [] });
    expect(after.next).toBeNull();
    expect(after.monthTotals.find((m) => m.month === "2027-03")!.state).toBe("current");
    const csvAfter = earningsCsv(after.lines, after.listings, after.today).split("\r\n");
    expect(csvAfter[1]).toMatch(new RegExp(`^2027-03-02,paid,.*,${csvAmount(net)},2027-03-03$`));

    // Someone else's listing in the filter finds nothing (the page answers 404); theirs has nothing of this.
    expect(await loadEarnings(db, host, { listingId: theirs.listingId, year: null }, NOW, DEMO)).toBeNull();
    expect((await loadEarnings(db, `earn-other-${tag}`, ALL, NOW, DEMO))!.lines).toEqual([]);
  });
});
