import { and, desc, eq, gte, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import {
  accountSuspensions,
  bookings,
  listings,
  messages,
  notifications,
  operators,
  owners,
  pets,
  profiles,
  sessions,
  users,
} from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import type { Platform } from "../../platform/runtime.server.ts";
import { parseDateRange } from "../../shared/dates.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import {
  accountDeletionSteps,
  afterAccountDeleted,
  deleteAccount,
  type DeletionStep,
} from "../account-closure/deletion.server.ts";
import { recordAudit } from "./audit.server.ts";
import { NEW_USER_DAYS } from "./counts.server.ts";

export interface Actor {
  id: string;
  email: string;
}

export const USER_SEARCH_LIMIT = 50;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users found by id (exactly), email or name (any part, any case); or, with `recent`, the
 * accounts made in the last days. Newest first, at most 50.
 */
export async function searchUsers(db: Database, query: { q: string; recent: boolean }, now = new Date()) {
  const q = query.q.trim().slice(0, 200);
  const filters = [];
  if (q) {
    const like = `%${escapeLike(q)}%`;
    filters.push(
      or(eq(users.id, q), ilike(users.email, like), ilike(users.name, like), ilike(profiles.fullName, like)),
    );
  }
  if (query.recent) filters.push(gte(users.createdAt, new Date(now.getTime() - NEW_USER_DAYS * 86_400_000)));
  if (filters.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      createdAt: users.createdAt,
      suspended: sql<boolean>`${accountSuspensions.userId} is not null`,
      operator: sql<boolean>`${operators.userId} is not null`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(...filters))
    .orderBy(desc(users.createdAt))
    .limit(USER_SEARCH_LIMIT);
  return rows;
}

/** A user as an operator sees them: the account, its listings, bookings and reports. Null: no such user. */
export async function userDetail(db: Database, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${users.name})`,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      operator: sql<boolean>`${operators.userId} is not null`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  const [suspension] = await db
    .select()
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  const [owned, stays, openSessions] = await Promise.all([
    db
      .select({ id: listings.id, slug: listings.slug, title: listings.title, status: listings.status })
      .from(listings)
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .where(eq(owners.userId, userId))
      .orderBy(desc(listings.id)),
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        stay: bookings.stay,
        listingTitle: listings.title,
      })
      .from(bookings)
      .innerJoin(listings, eq(listings.id, bookings.listingId))
      .where(eq(bookings.guestId, userId))
      .orderBy(desc(bookings.createdAt))
      .limit(50),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`)),
  ]);
  return {
    user: { ...user, twoFactorEnabled: Boolean(user.twoFactorEnabled) },
    suspension: suspension
      ? {
          at: suspension.suspendedAt,
          reason: suspension.reason,
          hiddenListings: suspension.hiddenListingIds.length,
        }
      : null,
    listings: owned,
    bookings: stays.map(({ stay, ...row }) => ({ ...row, stay: parseDateRange(stay) })),
    openSessions: Number(openSessions[0]?.n ?? 0),
  };
}

async function ownListingIds(
  db: Database | Parameters<Parameters<Database["transaction"]>[0]>[0],
  userId: string,
) {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(eq(owners.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * Suspends an account: its sessions end everywhere (and its live streams), it cannot sign in
 * (Better Auth's session hook), its published listings are snoozed (out of search, kept); its
 * data stays. One audit row. An operator cannot suspend themself or another operator (the role
 * is taken on the command line first).
 */
export async function suspendUser(
  db: Database,
  actor: Actor,
  input: { userId: string; reason: string },
): Promise<Outcome> {
  return db.transaction((tx) => suspendWithin(tx, actor, input));
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The suspension's steps inside the caller's transaction (a report's decision adds its own facts to
 * the one audit row, `after`). Refusals write nothing: the checks come before any change.
 */
export async function suspendWithin(
  tx: Transaction,
  actor: Actor,
  input: { userId: string; reason: string },
  after: Record<string, unknown> = {},
): Promise<Outcome> {
  if (input.userId === actor.id) return failure(400, "You cannot suspend your own account.");
  const [user] = await tx
    .select({ id: users.id, operator: sql<boolean>`${operators.userId} is not null` })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(eq(users.id, input.userId))
    .for("update", { of: users });
  if (!user) return failure(404, "There is no such user.");
  if (user.operator)
    return failure(400, "Operators are not suspended: take the role first (npm run operator).");
  const [already] = await tx
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, input.userId));
  if (already) return failure(409, "This account is already suspended.");
  const ids = await ownListingIds(tx, input.userId);
  const hidden = ids.length
    ? await tx
        .update(listings)
        .set({ status: "snoozed", snoozedUntil: null, updatedAt: new Date() })
        .where(and(inArray(listings.id, ids), eq(listings.status, "published")))
        .returning({ id: listings.id })
    : [];
  await tx.insert(accountSuspensions).values({
    userId: input.userId,
    suspendedBy: actor.id,
    reason: input.reason,
    hiddenListingIds: hidden.map((row) => row.id),
  });
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, input.userId))
    .returning({ id: sessions.id });
  await recordAudit(tx, {
    actor,
    action: "user.suspended",
    objectType: "user",
    objectId: input.userId,
    before: { suspended: false },
    after: {
      suspended: true,
      sessionsEnded: ended.length,
      listingsHidden: hidden.map((row) => row.id),
      ...after,
    },
    reason: input.reason,
  });
  return success();
}

/** Lifts a suspension: the account may sign in again; the listings the suspension hid are published again. */
export async function liftSuspension(
  db: Database,
  actor: Actor,
  input: { userId: string; reason: string | null },
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(accountSuspensions)
      .where(eq(accountSuspensions.userId, input.userId))
      .returning();
    if (!removed) return failure(409, "This account is not suspended.");
    // Only those the suspension hid, and only if nothing else changed them since.
    const shown = removed.hiddenListingIds.length
      ? await tx
          .update(listings)
          .set({ status: "published", updatedAt: new Date() })
          .where(
            and(
              inArray(listings.id, removed.hiddenListingIds),
              eq(listings.status, "snoozed"),
              isNull(listings.snoozedUntil),
            ),
          )
          .returning({ id: listings.id })
      : [];
    await recordAudit(tx, {
      actor,
      action: "user.unsuspended",
      objectType: "user",
      objectId: input.userId,
      before: { suspended: true, reason: removed.reason },
      after: { suspended: false, listingsShown: shown.map((row) => row.id) },
      reason: input.reason,
    });
    return success();
  });
}

/**
 * Everything the site keeps about a user, as JSON (what they gave and what they did; never a
 * password hash, a session token or a two-factor secret). The export is itself an audited action.
 */
export async function exportUserData(db: Database, actor: Actor, userId: string) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        phoneNumber: users.phoneNumber,
        twoFactorEnabled: users.twoFactorEnabled,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) return null;
    const listingIds = await ownListingIds(tx, userId);
    const [profile, ownerRows, owned, stays, sent, saved, notices, suspension] = await Promise.all([
      tx.select().from(profiles).where(eq(profiles.id, userId)),
      tx.select().from(owners).where(eq(owners.userId, userId)),
      listingIds.length ? tx.select().from(listings).where(inArray(listings.id, listingIds)) : [],
      tx.select().from(bookings).where(eq(bookings.guestId, userId)),
      tx
        .select({
          id: messages.id,
          threadId: messages.threadId,
          body: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(eq(messages.senderId, userId)),
      tx.select().from(pets).where(eq(pets.userId, userId)),
      tx
        .select({ type: notifications.type, title: notifications.title, createdAt: notifications.createdAt })
        .from(notifications)
        .where(eq(notifications.userId, userId)),
      tx.select().from(accountSuspensions).where(eq(accountSuspensions.userId, userId)),
    ]);
    const document = {
      exportedAt: new Date().toISOString(),
      account,
      profile: profile[0] ?? null,
      hostProfile: ownerRows[0] ?? null,
      listings: owned,
      bookings: stays,
      messagesSent: sent,
      pets: saved,
      notifications: notices,
      suspension: suspension[0] ?? null,
    };
    await recordAudit(tx, {
      actor,
      action: "user.exported",
      objectType: "user",
      objectId: userId,
      after: {
        listings: owned.length,
        bookings: stays.length,
        messages: sent.length,
      },
    });
    return document;
  });
}

/**
 * Deletes an account under the rules of self-deletion (app/modules/accounts/deletion.server.ts:
 * the same steps in one transaction, upcoming stays cancelled under their policies, reviews kept
 * without the name, then the files and the goodbye email), with the audit row in the same
 * transaction. Not one's own account (that is the settings page's), nor an operator's.
 */
export async function deleteUserAccount(
  platform: Pick<Platform, "database" | "storage" | "mailer" | "env">,
  actor: Actor,
  input: { userId: string; reason: string },
): Promise<Outcome> {
  const db = platform.database.db;
  if (input.userId === actor.id) return failure(400, "Delete your own account from your settings page.");
  const [user] = await db
    .select({ id: users.id, email: users.email, operator: sql<boolean>`${operators.userId} is not null` })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!user) return failure(404, "There is no such user.");
  if (user.operator)
    return failure(400, "Operators are not deleted here: take the role first (npm run operator).");
  const audited: DeletionStep = {
    name: "audit",
    run: (tx, userId) =>
      recordAudit(tx, {
        actor,
        action: "user.deleted",
        objectType: "user",
        objectId: userId,
        before: { email: user.email },
        after: null,
        reason: input.reason,
      }),
  };
  const deleted = await deleteAccount(db, user.id, [audited, ...accountDeletionSteps]);
  await afterAccountDeleted(
    { storage: platform.storage, mailer: platform.mailer, appUrl: platform.env.APP_URL },
    user,
    deleted,
  );
  return success();
}
