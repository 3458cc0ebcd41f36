import type { BookingStatus } from "../../../db/schema/index.ts";
import { ownerCancelledMoney } from "./money-words.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { parseDateRange, todayIn } from "../../shared/dates.ts";
import { success, type Outcome } from "../../shared/outcome.ts";
import type { PriceQuote } from "../stays/pricing.ts";
import type { PetFeeBasis } from "../pets/pet-fee.ts";
import { settlementOf } from "./cancellation.ts";
import type { BookingMail } from "./emails.server.ts";
import {
  declineMessage,
  ownerCancelledHistoryWords,
  ownerCancelledNoteMoney,
  type DeclineReason,
} from "./owner-answers.ts";
import { paymentSchedule, type Installment } from "./payment.ts";
import { mayTake } from "./process.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import { applyTransition } from "./process.server.ts";
import {
  chargeSavedCardAtAcceptance,
  giveBackUnacceptedCharge,
  sendAcceptanceReceipt,
} from "./saved-card-acceptance.server.ts";

/**
 * The owner's transitions of a booking of their home (process.ts): accept or decline a request,
 * cancel a confirmed stay. Each is one call of applyTransition: someone else's booking answers
 * 404, one that has moved on (answered, withdrawn, expired, started) 409.
 */

const owner = (userId: string) => ({ as: "owner" as const, userId });

/** Accepting confirms the stay at once (its dates were held since the request); the traveller gets the confirmation email. */
export async function acceptRequest(
  db: Executor,
  userId: string,
  id: string,
  options: { mail: BookingMail; now?: Date; payments?: PaymentsContext | null },
): Promise<Outcome> {
  const { payments } = options;
  // A request whose card was saved, not held: charged first; a refused card accepts nothing.
  const saved = payments
    ? await chargeSavedCardAtAcceptance(db as Database, payments, {
        ownerUserId: userId,
        bookingId: id,
        now: options.now ?? new Date(),
      })
    : null;
  if (saved && "ok" in saved) return saved;
  const done = await applyTransition(db, "accept", { bookingId: id, actor: owner(userId) }, options);
  if (!done.ok) {
    if (saved && payments) await giveBackUnacceptedCharge(db as Database, payments, id);
    return done;
  }
  if (payments && (saved || done.value.payment?.ok))
    await sendAcceptanceReceipt(db as Database, payments, done.value, options.mail);
  return success();
}

/** Declining frees the dates at once (the occupancy trigger) and tells the traveller why. */
export async function declineRequest(
  db: Executor,
  userId: string,
  id: string,
  answer: { reason: DeclineReason; note: string },
  now = new Date(),
  payments: PaymentsContext | null = null,
): Promise<Outcome> {
  const reason = declineMessage(answer.reason, answer.note);
  const done = await applyTransition(
    db,
    "decline",
    { bookingId: id, actor: owner(userId) },
    // Beside the English: the reason's key and the owner's words, said in each reader's language.
    { now, reason, decline: { reason: answer.reason, words: answer.note }, payments },
  );
  return done.ok ? success() : done;
}

/** Whether the owner may still cancel this stay: confirmed, and the guest has not arrived yet. */
export function hostMayCancel(detail: { booking: { status: BookingStatus }; checkInAt: Date }, now: Date) {
  return mayTake("cancelByOwner", detail.booking.status, "owner", { now, checkInAt: detail.checkInAt });
}

/**
 * A cancellation's money at `at` (the home's date then): what the payment terms had made due,
 * against what the policy keeps (`keptCents`; nothing when the owner cancels).
 */
export function hostSettlementAt(
  found: { listing: { timeZone: string }; schedule: Installment[] },
  keptCents: number,
  at: Date,
) {
  return settlementOf({
    accepted: true,
    keptCents,
    installments: found.schedule,
    today: todayIn(found.listing.timeZone, at),
  });
}

/**
 * The owner cancels a confirmed stay before check-in: whatever the traveller had paid comes
 * back under every policy, and nothing more is owed; the traveller is told (in words that match
 * what was paid: usually nothing, as stays are paid at check-in); the cancellation counts on the
 * owner's host profile.
 */
export async function cancelAsHost(
  db: Executor,
  userId: string,
  id: string,
  reason: string,
  now = new Date(),
  payments: PaymentsContext | null = null,
): Promise<Outcome> {
  const done = await applyTransition(
    db,
    "cancelByOwner",
    { bookingId: id, actor: owner(userId) },
    {
      now,
      reason,
      payments,
      money: ({ booking, listing, pet }) => {
        const schedule = paymentSchedule(
          booking.price as unknown as PriceQuote,
          pet.petFeeBasis as PetFeeBasis,
          parseDateRange(booking.stay)!.start,
        );
        const { paidCents } = hostSettlementAt({ listing, schedule }, 0, now);
        return {
          money: ownerCancelledHistoryWords(paidCents, booking.currency),
          moneyNote: ownerCancelledNoteMoney(paidCents, booking.currency),
          moneyToGuest: ownerCancelledMoney(paidCents, booking.currency),
        };
      },
    },
  );
  return done.ok ? success() : done;
}
