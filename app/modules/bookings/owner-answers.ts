import { formatMoney } from "../../shared/format.ts";
import type { NoteMoney } from "./history-note.ts";

/**
 * The words of an owner's answers to a booking: the reasons to decline a request, and what the
 * traveller is told when the owner cancels. Pure: used by the transitions and the owner's pages.
 */

/** Why an owner turns a request down: told to the traveller as written here. */
export const DECLINE_REASONS = {
  dates: "The dates don't work for me after all.",
  pets: "The pets aren't a good fit for this home.",
  guests: "The home isn't right for this group.",
  other: "Another reason (written below).",
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;

/** The traveller's message for a decline: the reason, and the owner's words when given. */
export function declineMessage(reason: DeclineReason, ownerNote: string) {
  const said = reason === "other" ? "" : DECLINE_REASONS[reason];
  return [said, ownerNote ? `“${ownerNote}”` : ""].filter(Boolean).join(" ");
}

/** The owner's cancellation in the booking's history: what had been paid, and that it comes back. */
export function ownerCancelledHistoryWords(paidCents: number, currency: string) {
  return paidCents === 0
    ? "Nothing had been paid."
    : `${formatMoney(paidCents, currency, true)} paid, paid back.`;
}

/** The same in parts (decision 3891): said in each reader's language, the amount in the stay's currency. */
export function ownerCancelledNoteMoney(paidCents: number, currency: string): NoteMoney {
  return paidCents === 0
    ? { kind: "nothingPaid" }
    : { kind: "paidBack", cents: paidCents, currency: currency.trim() };
}
