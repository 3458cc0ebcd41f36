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

/** The handle of a user, made now if they have none (two callers at once agree on one). */
export async function handleFor(db: Executor, userId: string): Promise<string> {
  const [existing] = await db
    .select({ handle: publicHandles.handle })
    .from(publicHandles)
    .where(eq(publicHandles.userId, userId));
  if (existing) return existing.handle;
  await db.insert(publicHandles).values({ userId, handle: newHandle() }).onConflictDoNothing();
  const [row] = await db
    .select({ handle: publicHandles.handle })
    .from(publicHandles)
    .where(eq(publicHandles.userId, userId));
  return row!.handle;
}

/** Handles of many users at once (made where missing), by user id. */
export async function handlesFor(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const id of new Set(userIds)) out.set(id, await handleFor(db, id));
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
