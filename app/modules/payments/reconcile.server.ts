import { sql } from "drizzle-orm";
import type { LedgerKind, PayoutStatus } from "../../../db/schema/payments.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { reconcileBooking, type BookingMoney, type Mismatch } from "./reconcile.ts";

/**
 * Reconciles every booking with money on it (the ledger or the payouts table): the sums come from
 * the database grouped by booking, kind and currency, so the check reads four small result sets
 * whatever the number of rows. `npm run payments:reconcile` prints what it answers.
 */
export function reconcileAll(db: Database): Promise<{ checked: number; mismatches: Mismatch[] }> {
  // One snapshot for the four reads: a payout paid between two of them cannot show as a mismatch.
  return db.transaction((tx) => reconcileIn(tx), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function reconcileIn(db: Executor): Promise<{ checked: number; mismatches: Mismatch[] }> {
  const database = db as Database;
  const ledger = await queryRows<{ bookingId: string; kind: LedgerKind; currency: string; cents: string }>(
    database,
    sql`select booking_id as "bookingId", kind, currency, sum(amount_cents)::text as cents
      from payment_ledger group by booking_id, kind, currency`,
  );
  const payouts = await queryRows<{
    bookingId: string;
    status: PayoutStatus;
    currency: string;
    amountCents: string;
    commissionCents: string;
  }>(
    database,
    sql`select booking_id as "bookingId", status, currency, sum(amount_cents)::text as "amountCents",
        sum(commission_cents)::text as "commissionCents"
      from payouts group by booking_id, status, currency`,
  );
  const claims = await queryRows<{ bookingId: string; chargedCents: string; paidOutCents: string }>(
    database,
    sql`select booking_id as "bookingId",
        coalesce(sum(charge_cents) filter (where status = 'charged'), 0)::text as "chargedCents",
        coalesce(sum(charge_cents) filter (where status = 'charged' and paid_out_at is not null), 0)::text as "paidOutCents"
      from damage_claims group by booking_id`,
  );
  const bookings = await queryRows<{ id: string; status: string; currency: string }>(
    database,
    sql`select id, status, currency from bookings b
      where exists (select 1 from payment_ledger m where m.booking_id = b.id)
         or exists (select 1 from payouts p where p.booking_id = b.id)`,
  );
  const money = new Map<string, BookingMoney>();
  for (const booking of bookings)
    money.set(booking.id, {
      bookingId: booking.id,
      status: booking.status,
      currency: booking.currency,
      ledger: [],
      payouts: [],
    });
  for (const row of ledger)
    money
      .get(row.bookingId)
      ?.ledger.push({ kind: row.kind, currency: row.currency, cents: Number(row.cents) });
  for (const row of payouts)
    money.get(row.bookingId)?.payouts.push({
      status: row.status,
      currency: row.currency,
      amountCents: Number(row.amountCents),
      commissionCents: Number(row.commissionCents),
    });
  for (const row of claims) {
    const booking = money.get(row.bookingId);
    if (booking)
      booking.claims = { chargedCents: Number(row.chargedCents), paidOutCents: Number(row.paidOutCents) };
  }
  const mismatches = [...money.values()].flatMap(reconcileBooking);
  return { checked: money.size, mismatches };
}
