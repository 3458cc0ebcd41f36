import { and, eq, like, ne } from "drizzle-orm";
import { verifications } from "../../../db/schema/index.ts";
import type { Database } from "~/platform/db.server";

/**
 * Password-reset links. Better Auth keeps each one as a verification
 * row: identifier `reset-password:<token>`, value the user id. A newer link, and
 * any change of password, makes every older link of the user stop working.
 */
export const RESET_PREFIX = "reset-password:";

/** Deletes the user's reset links, but for the one whose row id is `keepId`; returns how many. */
export async function deleteResetLinks(db: Database, userId: string, keepId?: string): Promise<number> {
  const deleted = await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, `${RESET_PREFIX}%`),
        eq(verifications.value, userId),
        keepId ? ne(verifications.id, keepId) : undefined,
      ),
    )
    .returning({ id: verifications.id });
  return deleted.length;
}
