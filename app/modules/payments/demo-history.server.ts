import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../platform/db.server.ts";
import { paymentKey } from "./processor.ts";

/** One demo stay paid at booking: how much, and when the owner's payout falls due. */
export interface PaidDemoStay {
  bookingId: string;
  cents: number;
  payoutDueAt: Date;
}

const demoId = (prefix: "ch" | "po") => `demo_${prefix}_${crypto.randomBytes(12).toString("hex")}`;

/**
 * The demo data's history of payments, written as the demo card network and the money steps
 * (money.server.ts: `chargeBooking`, then `payDuePayouts`) would have written it, but for a few
 * thousand stays in five statements instead of ten per stay: each stay charged on the always-paying
 * test card when it was booked (the bank's row and the ledger's, under the booking's charge key),
 * the owner's payout due 24 hours after check-in with no commission, and paid on its due day when
 * that is before `now` (the bank's payout and the ledger's). A stay still to come keeps its payout
 * scheduled, for the booking sweep to pay on its day. The rows reconcile (reconcile.ts), and a
 * refund or payout through the real processor finds them; tests/integration/demo-data.test.ts
 * proves both.
 */
export async function recordDemoHistory(
  db: Database,
  stays: readonly PaidDemoStay[],
  now: Date,
  card: string,
) {
  if (stays.length === 0) return;
  const rows = JSON.stringify(
    stays.map((stay) => ({
      booking_id: stay.bookingId,
      cents: stay.cents,
      due_at: stay.payoutDueAt.toISOString(),
      paid: stay.payoutDueAt <= now,
      charge_ref: demoId("ch"),
      charge_key: paymentKey(stay.bookingId, "charge"),
      payout_ref: demoId("po"),
      payout_key: paymentKey(stay.bookingId, "payout"),
    })),
  );
  const input = sql`(select r.*, b.currency, b.guest_id, b.created_at, o.user_id as owner_user_id
    from jsonb_to_recordset(${rows}::jsonb) as r(booking_id uuid, cents int, due_at timestamptz, paid boolean,
      charge_ref text, charge_key text, payout_ref text, payout_key text)
    join bookings b on b.id = r.booking_id
    join listings l on l.id = b.listing_id
    join owners o on o.id = l.owner_id)`;
  await db.execute(sql`insert into demo_payments
      (id, kind, status, amount_cents, currency, customer, card, idempotency_key, created_at)
    select charge_ref, 'charge', 'succeeded', cents, currency, guest_id, ${card}, charge_key, created_at
    from ${input} as i`);
  await db.execute(sql`insert into payment_ledger
      (booking_id, kind, amount_cents, currency, idempotency_key, processor, processor_ref, at)
    select booking_id, 'charge', cents, currency, charge_key, 'demo', charge_ref, created_at from ${input} as i`);
  await db.execute(sql`insert into payouts (booking_id, amount_cents, commission_cents, currency, due_at, status, paid_at)
    select booking_id, cents, 0, currency, due_at, case when paid then 'paid' else 'scheduled' end,
      case when paid then due_at end
    from ${input} as i`);
  await db.execute(sql`insert into demo_payments
      (id, kind, status, amount_cents, currency, account, idempotency_key, created_at)
    select payout_ref, 'payout', 'paid', cents, currency, owner_user_id, payout_key, due_at
    from ${input} as i where paid`);
  await db.execute(sql`insert into payment_ledger
      (booking_id, kind, amount_cents, currency, idempotency_key, processor, processor_ref, at)
    select booking_id, 'payout', cents, currency, payout_key, 'demo', payout_ref, due_at from ${input} as i where paid`);
}
