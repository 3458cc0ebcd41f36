import { and, asc, desc, eq, ilike, or } from "drizzle-orm";
import { listings, owners, users } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { writeSetting } from "../../platform/site-settings.server.ts";
import { isDraftSlug } from "../hosting/hosting.server.ts";
import { slugFor } from "../hosting/listing-editor/listing-rules.ts";
import { recordAudit } from "./audit.server.ts";
import type { Actor } from "./users.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";

const summary = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  city: listings.city,
  status: listings.status,
  updatedAt: listings.updatedAt,
  ownerUserId: owners.userId,
  ownerEmail: users.email,
};

/** Listings waiting for review, the longest waiting first. */
export async function reviewQueue(db: Database, limit = 50) {
  return db
    .select({ ...summary, summary: listings.summary })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(users, eq(users.id, owners.userId))
    .where(eq(listings.status, "in_review"))
    .orderBy(asc(listings.updatedAt))
    .limit(limit);
}

/** Live listings found by id, title or address part (to unpublish one). */
export async function findLiveListings(db: Database, q: string, limit = 30) {
  const text = q.trim().slice(0, 200);
  if (!text) return [];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return db
    .select(summary)
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .leftJoin(users, eq(users.id, owners.userId))
    .where(
      and(
        eq(listings.status, "published"),
        or(
          ilike(listings.title, like),
          ilike(listings.slug, like),
          id === null ? undefined : eq(listings.id, id),
        ),
      ),
    )
    .orderBy(desc(listings.id))
    .limit(limit);
}

type Decision = "approve" | "reject" | "unpublish";

const FROM: Record<Decision, "in_review" | "published"> = {
  approve: "in_review",
  reject: "in_review",
  unpublish: "published",
};

/**
 * Approve (waiting → published), reject (waiting → draft, the reason kept for the owner), or
 * unpublish a live listing (published → draft, the reason kept for the owner). The owner answers by
 * editing and publishing again. One audit row; nothing when the listing is not in the expected state.
 */
export async function decideListing(
  db: Database,
  actor: Actor,
  input: { listingId: number; decision: Decision; reason: string | null },
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        id: listings.id,
        status: listings.status,
        slug: listings.slug,
        title: listings.title,
        city: listings.city,
      })
      .from(listings)
      .where(eq(listings.id, input.listingId))
      .for("update");
    if (!current) return failure(404, "There is no such listing.");
    if (current.status !== FROM[input.decision])
      return failure(
        409,
        input.decision === "unpublish"
          ? "That listing is not published."
          : "That listing is not waiting for review.",
      );
    const now = new Date();
    const to = input.decision === "approve" ? "published" : "draft";
    await tx
      .update(listings)
      .set(
        input.decision === "approve"
          ? {
              status: "published",
              reviewNote: null,
              publishedAt: now,
              updatedAt: now,
              slug: isDraftSlug(current.slug)
                ? slugFor(current.title, current.city, current.id)
                : current.slug,
            }
          : { status: "draft", reviewNote: input.reason, updatedAt: now },
      )
      .where(eq(listings.id, current.id));
    await recordAudit(tx, {
      actor,
      action:
        input.decision === "approve"
          ? "listing.approved"
          : input.decision === "reject"
            ? "listing.rejected"
            : "listing.unpublished",
      objectType: "listing",
      objectId: String(current.id),
      before: { status: current.status },
      after: { status: to },
      reason: input.reason,
    });
    return success();
  });
}

/** Turns review before publishing on or off (one audit row; none when it does not change). */
export async function setListingReview(db: Database, actor: Actor, on: boolean, reason: string | null) {
  return db.transaction(async (tx) => {
    const before = await writeSetting(tx, "listingReview", on);
    if (before === on) return false;
    await recordAudit(tx, {
      actor,
      action: "setting.changed",
      objectType: "setting",
      objectId: "listingReview",
      before: { listingReview: before },
      after: { listingReview: on },
      reason,
    });
    return true;
  });
}
