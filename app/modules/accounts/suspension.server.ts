import { eq } from "drizzle-orm";
import { accountSuspensions } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";

/** What a suspended account is told when it tries to sign in (BRAND.md: plain, not cold). */
export const SUSPENDED_MESSAGE =
  "This account is suspended. If you think this is a mistake, write to us through the contact page.";
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

/** Whether an operator suspended the account (app/modules/operator/users.server.ts). */
export async function isSuspended(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.userId, userId));
  return Boolean(row);
}
