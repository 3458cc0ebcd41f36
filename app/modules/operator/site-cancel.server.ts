import { eq } from "drizzle-orm";
import { holdReleasedToOwner, siteCancelledMoney } from "../bookings/money-words.ts";
import { bookings } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { parseUuid } from "../../shared/ids.ts";
import { formatMoney } from "../../shared/format.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { applyTransition } from "../bookings/process.server.ts";
import { FINAL_STATUSES } from "../bookings/process.ts";
import {
  bookingPayments,
  refundBooking,
  releaseBooking,
  type PaymentsContext,
} from "../payments/money.server.ts";
import type { Moved, ProcessorAnswer } from "../payments/processor.ts";
import { recordAudit } from "./audit.server.ts";
import { refundableOf } from "./site-cancel.ts";

/** What the console's cancel form needs of a booking: whether it can end, and what can come back. */
export async function siteCancelState(db: Database, bookingId: string) {
  const id = parseUuid(bookingId);
  if (!id) return null;
  const [booking] = await db
    .select({ status: bookings.status, currency: bookings.currency, refundCents: bookings.refundCents })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!booking) return null;
  const paid = await bookingPayments(db, id);
  return {
    status: booking.status,
    /** A request's card hold still open (let go after a cancellation). */
    held: paid.hold !== null,
    open: !FINAL_STATUSES.has(booking.status) && booking.status !== "awaiting_payment",
    /**
     * A cancellation's refund the processor refused after the cancellation committed: what the
     * booking records as refunded (refund_cents) less what the ledger shows given back.
     */
    refundOwedCents:
      booking.status === "cancelled"
        ? Math.max(
            0,
            Math.min(paid.keptCents, (booking.refundCents ?? 0) - (paid.takenCents - paid.keptCents)),
          )
        : 0,
    currency: booking.currency.trim(),
    refundableCents: refundableOf({
      paidCents: paid.takenCents,
      refundedCents: paid.takenCents - paid.keptCents,
    }),
  };
}

/**
 * Cancels a booking on the site's behalf (decision 3720): in one transaction the `cancelBySite`
 * transition (guarded by status: a booking that moved on is a 409; its history note and both
 * sides' notices) and the one audit row; then, after the commit, the card's hold let go and the
 * refund the operator chose through the processor, under the booking's refund key (a retry or a
 * double submit moves money once), with its ledger row and the owner's payout lowered.
 */
export async function cancelBookingForSite(
  db: Database,
  payments: PaymentsContext | null,
  actor: { id: string; email: string },
  input: { bookingId: string; reason: string; refundCents: number },
): Promise<Outcome<{ refundCents: number; payment: ProcessorAnswer<Moved> | null }>> {
  const state = await siteCancelState(db, input.bookingId);
  if (!state) return failure(404, "No such booking.");
  const refundCents = payments ? Math.min(input.refundCents, state.refundableCents) : 0;
  const words = (cents: number) => formatMoney(cents, state.currency, true);
  // The history's words in English; each side's notice in its reader's language (decision 3855).
  const money = {
    money: refundCents > 0 ? `Refund of ${words(refundCents)}.` : "No refund.",
    moneyNote:
      refundCents > 0
        ? { kind: "refund" as const, cents: refundCents, currency: state.currency }
        : { kind: "noRefund" as const },
    moneyToGuest: siteCancelledMoney(refundCents, state.currency),
  };
  // A request cancelled with its card hold open: the owner reads that the hold is let go.
  const toOwner =
    payments && state.status === "pending" && state.held ? { moneyToOwner: holdReleasedToOwner } : {};
  const outcome = await db.transaction(async (tx) => {
    const changed = await applyTransition(
      tx,
      "cancelBySite",
      { bookingId: input.bookingId, actor: { as: "operator", userId: actor.id } },
      { reason: input.reason, refundCents, money: () => ({ ...money, ...toOwner }) },
    );
    if (!changed.ok) return changed;
    await recordAudit(tx, {
      actor,
      action: "booking.cancelled",
      objectType: "booking",
      objectId: changed.value.booking.id,
      before: { status: state.open ? "open" : "ended", refundableCents: state.refundableCents },
      after: { status: "cancelled", refundCents, currency: state.currency },
      reason: input.reason,
    });
    return success(changed.value.booking.id);
  });
  if (!outcome.ok) return outcome;
  if (!payments) return success({ refundCents: 0, payment: null });
  try {
    await releaseBooking(db, payments, outcome.value);
    const payment =
      refundCents > 0
        ? await refundBooking(db, payments, { bookingId: outcome.value, refundCents: () => refundCents })
        : null;
    if (payment && !payment.ok)
      log.error("site cancellation refund refused", { bookingId: outcome.value, reason: payment.message });
    return success({ refundCents, payment });
  } catch (error) {
    log.error("site cancellation money failed", { bookingId: outcome.value, error: String(error) });
    return success({
      refundCents,
      payment: { ok: false, code: "unavailable", message: "The refund could not be completed." },
    });
  }
}

/**
 * Tries a cancellation's refund again after the processor refused it (the booking stays
 * cancelled): the amount still owed, under the key of the refund that was refused (no refund was
 * recorded since, so it is the same part of the step): a retry or a double click gives back once.
 * One audit row when money moved or was refused again; nothing owed → 409.
 */
export async function retryCancellationRefund(
  db: Database,
  payments: PaymentsContext | null,
  actor: { id: string; email: string },
  bookingId: string,
): Promise<Outcome<ProcessorAnswer<Moved>>> {
  const state = await siteCancelState(db, bookingId);
  if (!state) return failure(404, "No such booking.");
  if (!payments || state.refundOwedCents <= 0) return failure(409, "No refund is owed on this booking.");
  const owed = state.refundOwedCents;
  const answer = await refundBooking(db, payments, { bookingId, refundCents: () => owed });
  if (!answer) return failure(409, "No refund is owed on this booking.");
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "booking.refund_retried",
      objectType: "booking",
      objectId: bookingId,
      before: { refundOwedCents: owed, currency: state.currency },
      after: answer.ok ? { refundOwedCents: 0 } : { refundOwedCents: owed, refused: answer.message },
    }),
  );
  return success(answer);
}
