import { eq, sql } from "drizzle-orm";
import { listings } from "../../../../db/schema/index.ts";
import type { Database } from "../../../platform/db.server.ts";
import { rulesOf } from "../../stays/pricing-rules.ts";
import { failure } from "../../../shared/outcome.ts";
import { changeRules, type RuleChange, type RuleOutcome } from "./pricing-rules-form.ts";

/**
 * Changes a listing's pricing rules: read, changed (changeRules) and written in one transaction
 * with the row locked, so two changes at once never lose one. The caller has checked the
 * listing is the owner's (requireOwnListing).
 */
export async function changeListingRules(
  db: Database,
  listingId: number,
  change: RuleChange,
  today: string,
): Promise<RuleOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ rules: listings.pricingRules })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!row) return failure(404, "We couldn't find that listing among yours.");
    const outcome = changeRules(rulesOf(row.rules), change, today);
    if (outcome.ok)
      await tx
        .update(listings)
        .set({ pricingRules: { ...outcome.value.rules }, updatedAt: sql`now()` })
        .where(eq(listings.id, listingId));
    return outcome;
  });
}
