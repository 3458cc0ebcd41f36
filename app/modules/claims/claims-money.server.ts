import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { damageClaims } from "../../../db/schema/claims.ts";
import type { Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { savedCardOf } from "../payments/booking-cards.server.ts";
import { recordMovement } from "../payments/ledger.server.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import { paymentKey } from "../payments/processor.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import { amountSaid, claimById, claimNotice, claimStayOf, tellBoth } from "./claims.server.ts";

/**
 * A claim's money (decision 3550): charged to the card saved at the checkout with the claim's own
 * key (`booking:<id>:claim`), recorded as the ledger's `claim` row, then paid whole to the owner
 * (`booking:<id>:claim:payout`, the ledger's `payout` row; no commission on damages). Each step is
 * guarded by the claim's state, so a retry or two sweeps at once move the money once.
 */

export const claimChargeKey = (bookingId: string) => paymentKey(bookingId, "claim");
export const claimPayoutKey = (bookingId: string) => `${paymentKey(bookingId, "claim")}:payout`;

/** Charges a due claim; true when it is charged (now or before). */
export async function chargeClaim(
  db: Database,
  payments: PaymentsContext,
  claimId: string,
  now = new Date(),
) {
  const claim = await claimById(db, claimId);
  if (!claim || claim.status !== "due" || !claim.chargeCents) return claim?.status === "charged";
  const stay = (await claimStayOf(db, claim.bookingId))!;
  const source = await savedCardOf(db, claim.bookingId);
  const amount = { cents: claim.chargeCents, currency: claim.currency.trim() };
  const key = claimChargeKey(claim.bookingId);
  const answer = source
    ? await payments.processor.charge({ key, amount, source })
    : ({ ok: false, code: "unavailable", message: "No card was saved for this stay." } as const);
  const words = (v: Voice) => amountSaid(v, amount.cents, amount.currency);
  if (!answer.ok) {
    await db.transaction(async (tx) => {
      const [failed] = await tx
        .update(damageClaims)
        .set({ status: "failed", failure: answer.message.slice(0, 500) })
        .where(and(eq(damageClaims.id, claim.id), eq(damageClaims.status, "due")))
        .returning({ id: damageClaims.id });
      if (failed)
        await tellBoth(tx, stay, {
          guest: {
            title: (v) => claimNotice(v, "refusedTitle", { amount: words(v) }),
            body: (v) =>
              claimNotice(v, "refusedBody", { message: localizeMessage(v.locale, answer.message) }),
          },
          owner: {
            title: (v) => claimNotice(v, "refusedOwnerTitle", { amount: words(v) }),
            body: (v) => claimNotice(v, "refusedOwnerBody"),
          },
        });
    });
    log.warn("claim charge refused", { claimId: claim.id, reason: answer.message });
    return false;
  }
  await db.transaction(async (tx) => {
    await recordMovement(tx, {
      bookingId: claim.bookingId,
      kind: "claim",
      amountCents: amount.cents,
      currency: amount.currency,
      idempotencyKey: key,
      processor: payments.processor.name,
      processorRef: answer.ref,
      note: "Pet damage claim",
    });
    const [charged] = await tx
      .update(damageClaims)
      .set({ status: "charged", chargedAt: now, failure: null })
      .where(and(eq(damageClaims.id, claim.id), eq(damageClaims.status, "due")))
      .returning({ id: damageClaims.id });
    if (charged)
      await tellBoth(tx, stay, {
        guest: {
          title: (v) => claimNotice(v, "chargedTitle", { amount: words(v) }),
          body: (v) => claimNotice(v, "chargedBody", { title: stay.title }),
        },
        owner: {
          title: (v) => claimNotice(v, "chargedOwnerTitle", { amount: words(v) }),
          body: (v) => claimNotice(v, "chargedOwnerBody"),
        },
      });
  });
  await payClaimOut(db, payments, claim.id, now);
  return true;
}

/** Pays a charged claim to the owner's account, whole; a refusal is kept and tried again by the sweep. */
export async function payClaimOut(
  db: Database,
  payments: PaymentsContext,
  claimId: string,
  now = new Date(),
) {
  const claim = await claimById(db, claimId);
  if (!claim || claim.status !== "charged" || claim.paidOutAt || !claim.chargeCents) return;
  const stay = (await claimStayOf(db, claim.bookingId))!;
  const key = claimPayoutKey(claim.bookingId);
  const amount = { cents: claim.chargeCents, currency: claim.currency.trim() };
  const answer = await payments.processor.payout({ key, account: stay.ownerUserId ?? "", amount });
  if (!answer.ok) {
    await db
      .update(damageClaims)
      .set({ payoutFailure: answer.message.slice(0, 500) })
      .where(eq(damageClaims.id, claim.id));
    log.warn("claim payout failed", { claimId: claim.id, reason: answer.message });
    return;
  }
  await db.transaction(async (tx) => {
    await recordMovement(tx, {
      bookingId: claim.bookingId,
      kind: "payout",
      amountCents: amount.cents,
      currency: amount.currency,
      idempotencyKey: key,
      processor: payments.processor.name,
      processorRef: answer.ref,
      note: "Pet damage claim",
    });
    await tx
      .update(damageClaims)
      .set({ paidOutAt: now, payoutFailure: null })
      .where(and(eq(damageClaims.id, claim.id), isNull(damageClaims.paidOutAt)));
  });
}

/**
 * The claims' clock, run with the booking sweeps (and narrowed by `only`, a booking id): open
 * claims whose 72 hours passed become due ("unanswered", both sides told), due claims are charged,
 * charged claims not yet paid to the owner are paid. Returns how many were charged.
 */
export async function sweepClaims(db: Database, payments: PaymentsContext, now = new Date(), only?: string) {
  const scope = only ? sql`and booking_id = ${only}` : sql``;
  const lapsed = await db
    .update(damageClaims)
    .set({ status: "due", outcome: "unanswered", chargeCents: sql`${damageClaims.amountCents}` })
    .where(
      and(
        eq(damageClaims.status, "open"),
        lt(damageClaims.respondBy, now),
        only ? eq(damageClaims.bookingId, only) : undefined,
      ),
    )
    .returning({ id: damageClaims.id, bookingId: damageClaims.bookingId });
  for (const row of lapsed) {
    const stay = await claimStayOf(db, row.bookingId);
    if (stay)
      await tellBoth(db, stay, {
        owner: {
          title: (v) => claimNotice(v, "unansweredTitle"),
          body: (v) => claimNotice(v, "unansweredBody"),
        },
      });
  }
  const due = await db.execute(
    sql`select id from damage_claims where status = 'due' ${scope} order by created_at limit 200`,
  );
  let charged = 0;
  for (const { id } of (due as unknown as { rows: { id: string }[] }).rows)
    if (await chargeClaim(db, payments, id, now)) charged++;
  const unpaid = await db.execute(
    sql`select id from damage_claims where status = 'charged' and paid_out_at is null ${scope} limit 200`,
  );
  for (const { id } of (unpaid as unknown as { rows: { id: string }[] }).rows)
    await payClaimOut(db, payments, id, now);
  return charged;
}
