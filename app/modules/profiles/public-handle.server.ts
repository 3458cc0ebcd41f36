import { and, eq, isNull, sql } from "drizzle-orm";
import { accountSuspensions, profiles, publicHandles, users } from "../../../db/schema/index.ts";
import type { Executor } from "../../platform/db.server.ts";

/**
 * A person's public page is named by an opaque handle, never by the account's id (decision 3611):
 * twelve random letters and digits, made the first time a link to the page is shown.
 */
export const HANDLE_PATTERN = /^[a-z0-9]{12}$/;
const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export function newHandle(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export const isHandle = (value: unknown): value is string =>
  typeof value === "string" && HANDLE_PATTERN.test(value);

/**
 * The handle of a user, made now if they have none (two callers at once agree on one). Null when
 * there is no such account (a demo stay's guest has none): no page, so no link, rather than a
 * foreign-key error that answered 500 on the owner's reservations.
 */
export async function handleFor(db: Executor, userId: string): Promise<string | null> {
  const [existing] = await db
    .select({ handle: publicHandles.handle })
    .from(publicHandles)
    .where(eq(publicHandles.userId, userId));
  if (existing) return existing.handle;
  await db
    .insert(publicHandles)
    .select(
      db
        .select({
          userId: users.id,
          handle: sql<string>`${newHandle()}`.as("handle"),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(users)
        .where(eq(users.id, userId)),
    )
    .onConflictDoNothing();
  const [row] = await db
    .select({ handle: publicHandles.handle })
    .from(publicHandles)
    .where(eq(publicHandles.userId, userId));
  return row?.handle ?? null;
}

/** Handles of many users at once (made where missing), by user id; none for an id without an account. */
export async function handlesFor(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const id of new Set(userIds)) {
    const handle = await handleFor(db, id);
    if (handle) out.set(id, handle);
  }
  return out;
}

/**
 * The person behind a handle, as far as a public page may say: the first name only (and the year
 * they joined). Null for an unknown handle or a suspended account.
 */
export async function personOfHandle(db: Executor, handle: string) {
  if (!isHandle(handle)) return null;
  const [row] = await db
    .select({
      userId: users.id,
      firstName: sql<string>`coalesce(nullif(${profiles.firstName}, ''), split_part(${users.name}, ' ', 1))`,
      joinedAt: users.createdAt,
    })
    .from(publicHandles)
    .innerJoin(users, eq(users.id, publicHandles.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
    .where(and(eq(publicHandles.handle, handle), isNull(accountSuspensions.userId)));
  return row
    ? {
        userId: row.userId,
        firstName: row.firstName || "A traveller",
        joinedYear: row.joinedAt.getFullYear(),
      }
    : null;
}

export const travellerPath = (handle: string) => `/travellers/${handle}`;

/** A traveller's public page (made now if new), or null without an account or a traveller. */
export async function travellerPageOf(db: Executor, userId: string | null | undefined) {
  const handle = userId ? await handleFor(db, userId) : null;
  return handle ? travellerPath(handle) : null;
}
