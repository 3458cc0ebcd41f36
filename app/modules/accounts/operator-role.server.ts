import { eq } from "drizzle-orm";
import { operators } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";

/**
 * Whether the user runs the site (an operator). The role is a row of `operators`, given and
 * taken only by `npm run operator -- add|remove <email>` (app/modules/operator/roles.server.ts).
 */
export async function isOperator(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: operators.userId })
    .from(operators)
    .where(eq(operators.userId, userId));
  return Boolean(row);
}
