import { and, asc, eq, sql } from "drizzle-orm";
import { damageClaims } from "../../../db/schema/claims.ts";
import type { Database } from "../../platform/db.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { chargeClaim } from "../claims/claims-money.server.ts";
import { amountSaid, claimById, claimNotice, claimStayOf, tellBoth } from "../claims/claims.server.ts";
import type { Decision } from "../claims/claims.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import { recordAudit } from "./audit.server.ts";

/**
 * The operator decides a disputed pet damage claim (decision 3550): charge all, a part, or
 * nothing, with a reason both sides read. One update guarded by the claim's state (`disputed`),
 * the one audit row and both sides' notices commit together; the charge follows after the commit
 * with the claim's own key. A claim decided already → 409; no such claim → 404.
 */
export async function decideClaim(
  db: Database,
  payments: PaymentsContext | null,
  actor: { id: string; email: string },
  input: { claimId: string; decision: Decision; chargeCents: number; reason: string },
  now = new Date(),
): Promise<Outcome<{ status: "due" | "closed"; charged: boolean }>> {
  const claim = await claimById(db, input.claimId);
  if (!claim) return failure(404, "No such claim.");
  const stay = (await claimStayOf(db, claim.bookingId))!;
  const cents = input.decision === "none" ? 0 : input.chargeCents;
  const claimed = (v: Voice) => amountSaid(v, claim.amountCents, claim.currency);
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(damageClaims)
      .set(
        cents > 0
          ? {
              status: "due",
              outcome: "decided",
              chargeCents: cents,
              decidedBy: actor.id,
              decisionReason: input.reason,
              decidedAt: now,
            }
          : {
              status: "closed",
              outcome: "decided",
              decidedBy: actor.id,
              decisionReason: input.reason,
              decidedAt: now,
            },
      )
      .where(and(eq(damageClaims.id, claim.id), eq(damageClaims.status, "disputed")))
      .returning({ id: damageClaims.id });
    if (!row) return failure(409, "This claim is not waiting for a decision.");
    await recordAudit(tx, {
      actor,
      action: "claim.decided",
      objectType: "claim",
      objectId: claim.id,
      before: { status: "disputed", amountCents: claim.amountCents, currency: claim.currency.trim() },
      after: { status: cents > 0 ? "due" : "closed", decision: input.decision, chargeCents: cents },
      reason: input.reason,
    });
    const body = (v: Voice) =>
      cents > 0
        ? claimNotice(v, "decidedBody", {
            amount: amountSaid(v, cents, claim.currency),
            claimed: claimed(v),
            reason: input.reason,
          })
        : claimNotice(v, "decidedNothingBody", { reason: input.reason });
    await tellBoth(tx, stay, {
      guest: { title: (v) => claimNotice(v, "decidedTitle", { title: stay.title }), body },
      owner: { title: (v) => claimNotice(v, "decidedOwnerTitle", { amount: claimed(v) }), body },
    });
    return success(cents > 0 ? ("due" as const) : ("closed" as const));
  });
  if (!decided.ok) return decided;
  const charged =
    decided.value === "due" && payments ? await chargeClaim(db, payments, claim.id, now) : false;
  return success({ status: decided.value, charged });
}

export const CLAIM_QUEUES = ["disputed", "failed"] as const;
export type ClaimQueue = (typeof CLAIM_QUEUES)[number];

/** Disputed claims (or refused charges), the longest waiting first, field by field. */
export async function claimQueue(db: Database, queue: ClaimQueue = "disputed") {
  const rows = await db
    .select({
      id: damageClaims.id,
      bookingId: damageClaims.bookingId,
      amountCents: damageClaims.amountCents,
      currency: damageClaims.currency,
      description: damageClaims.description,
      since: queue === "disputed" ? damageClaims.answeredAt : damageClaims.createdAt,
      reference: sql<
        string | null
      >`(select reference from bookings b where b.id = ${damageClaims.bookingId})`,
    })
    .from(damageClaims)
    .where(eq(damageClaims.status, queue))
    .orderBy(asc(queue === "disputed" ? damageClaims.answeredAt : damageClaims.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    bookingId: row.bookingId,
    reference: row.reference,
    amountCents: row.amountCents,
    currency: row.currency.trim(),
    description: row.description,
    since: row.since,
  }));
}
