import type { ClaimOutcome, ClaimStatus } from "../../../db/schema/claims.ts";
import { parseTypedAmount, type TypedAmount } from "../payments/typed-amount.ts";

/**
 * Pet damage claims (decision 3550), pure: the windows, the cap, the states and what each side
 * reads. A stay with a refundable pet damage deposit (the pet policy's, fixed in the booking's
 * price) backs it with the card saved at the checkout; no money is held.
 *
 *   filed (open) ─ accept ─────────────► due ─ charged / failed
 *                ─ 72 h unanswered ────► due
 *                ─ dispute ─► disputed ─ operator: all or part ─► due
 *                                      ─ operator: nothing ─────► closed
 */

/** The claim page's lead: the home, and the booking's reference when it has one (no dangling "·"). */
export const claimLead = (title: string, reference: string | null) =>
  reference ? `${title} · ${reference}` : title;

/** The owner may file within this long after check-out (the home's check-out time). */
export const FILE_WITHIN_MS = 14 * 86_400_000;
/** The traveller answers within this long after the claim is filed; then it is charged. */
export const ANSWER_WITHIN_MS = 72 * 3_600_000;
export const MAX_PHOTOS = 6;
export const DESCRIPTION_MAX = 2000;

export interface ClaimableStay {
  status: string;
  /** The deposit fixed in the booking's price (0: none). */
  depositCents: number;
  /** The home's check-out instant of the stay. */
  checkOutAt: Date;
  /** A card was saved at the checkout to back the deposit. */
  cardSaved: boolean;
  /** A claim was already filed for this stay. */
  claimed: boolean;
}

export type Claimability = { ok: true; until: Date } | { ok: false; reason: string; status: 403 | 409 };

/** May the owner file a claim now? One per stay, after check-out, within 14 days, with a deposit and a card. */
export function claimability(stay: ClaimableStay, now: Date): Claimability {
  const until = new Date(stay.checkOutAt.getTime() + FILE_WITHIN_MS);
  if (stay.depositCents <= 0)
    return { ok: false, status: 403, reason: "This stay has no pet damage deposit to claim against." };
  if (stay.claimed) return { ok: false, status: 409, reason: "A claim was already filed for this stay." };
  if (!(stay.status === "completed" || stay.status === "confirmed") || now < stay.checkOutAt)
    return { ok: false, status: 409, reason: "A claim can be filed once the stay has ended." };
  if (now > until)
    return { ok: false, status: 409, reason: "Claims can be filed only within 14 days after check-out." };
  if (!stay.cardSaved)
    return {
      ok: false,
      status: 409,
      reason: "No card was saved for this stay, so it cannot be charged through the site.",
    };
  return { ok: true, until };
}

/** The claimed amount typed by the owner: more than nothing, at most the deposit. */
export function parseClaimAmount(raw: unknown, currency: string, depositCents: number): TypedAmount {
  return parseTypedAmount(raw, currency, depositCents, "A claim can be at most the pet damage deposit.");
}

/** The operator's decision of a disputed claim: the whole claim, a part (typed), or nothing. */
export type Decision = "all" | "part" | "none";
export const DECISIONS: readonly Decision[] = ["all", "part", "none"];

export function chargeOfDecision(
  decision: Decision,
  typed: unknown,
  claim: { amountCents: number; currency: string },
): TypedAmount {
  if (decision === "all") return { ok: true, cents: claim.amountCents };
  if (decision === "none") return { ok: true, cents: 0 };
  const part = parseTypedAmount(
    typed,
    claim.currency,
    claim.amountCents,
    "A part is at most what was claimed.",
  );
  if (part.ok && part.cents === claim.amountCents)
    return { ok: false, error: "That is the whole claim: choose “Charge all”, or enter less." };
  return part;
}

/** Which answers the traveller may give now: only an open claim, before its time runs out. */
export const isAnswerable = (claim: { status: ClaimStatus; respondBy: Date }, now: Date) =>
  claim.status === "open" && now <= claim.respondBy;

/** An open claim whose 72 hours have passed is charged as if accepted. */
export const isLapsed = (claim: { status: ClaimStatus; respondBy: Date }, now: Date) =>
  claim.status === "open" && now > claim.respondBy;

/**
 * Which of the states' words (`claims.state`) a side reads: the claim's state, narrowed by the side
 * (the traveller is asked for an answer; the operator for a decision) and by how a charge came about.
 */
export function claimStateKey(
  claim: { status: ClaimStatus; outcome: ClaimOutcome | null },
  side: "guest" | "owner" | "operator",
): string {
  switch (claim.status) {
    case "open":
      return side === "guest" ? "openGuest" : "open";
    case "disputed":
      return side === "operator" ? "disputedOperator" : "disputed";
    case "charged":
      return claim.outcome === "decided"
        ? "chargedDecided"
        : claim.outcome === "unanswered"
          ? "chargedUnanswered"
          : "charged";
    default:
      return claim.status;
  }
}

/** Says one message of `claims.events` (the server's translator in the reader's language). */
export type SayEvent = (key: string, values?: Record<string, string | number>) => string;

/** A claim's steps in time order, for the operator's booking timeline. Pure. */
export function claimEvents(
  claim: {
    status: ClaimStatus;
    outcome: ClaimOutcome | null;
    amountCents: number;
    chargeCents: number | null;
    createdAt: Date;
    answeredAt: Date | null;
    decidedAt: Date | null;
    chargedAt: Date | null;
    paidOutAt: Date | null;
    guestNote: string | null;
    decisionReason: string | null;
    failure: string | null;
  },
  money: (cents: number) => string,
  say: SayEvent,
): { at: Date; what: string; note: string }[] {
  const events = [
    { at: claim.createdAt, what: say("filed", { amount: money(claim.amountCents) }), note: "" },
  ];
  if (claim.answeredAt)
    events.push(
      claim.outcome === "accepted"
        ? { at: claim.answeredAt, what: say("accepted"), note: "" }
        : { at: claim.answeredAt, what: say("disputed"), note: claim.guestNote ?? "" },
    );
  if (claim.decidedAt)
    events.push({
      at: claim.decidedAt,
      what: claim.chargeCents ? say("decided", { amount: money(claim.chargeCents) }) : say("decidedNothing"),
      note: claim.decisionReason ?? "",
    });
  if (claim.outcome === "unanswered")
    events.push({
      at: new Date(claim.createdAt.getTime() + ANSWER_WITHIN_MS),
      what: say("unanswered"),
      note: "",
    });
  if (claim.chargedAt)
    events.push({
      at: claim.chargedAt,
      what: say("charged", { amount: money(claim.chargeCents ?? 0) }),
      note: "",
    });
  if (claim.status === "failed")
    events.push({
      at: claim.answeredAt ?? claim.createdAt,
      what: say("refused"),
      note: claim.failure ?? "",
    });
  if (claim.paidOutAt) events.push({ at: claim.paidOutAt, what: say("paidOut"), note: "" });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
