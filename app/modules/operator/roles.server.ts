import { and, eq, isNull, sql } from "drizzle-orm";
import { operatorConfirmations, operators, users } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { recordAudit } from "./audit.server.ts";
import { COMMAND_LINE_ACTOR, STAFF_SETTING_ACTOR } from "./audit.ts";
import { isStaff, type StaffList } from "../../shared/staff.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";

/** A role change: whether it changed anything, and whose account; a refusal's words are its `formError`. */
export type RoleChange = Outcome<{ changed: boolean; userId: string; email: string }>;

async function userByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user ?? null;
}

/**
 * Makes the account with this address an operator (the command line's `add`). The account must
 * exist with a confirmed address; the change and its audit row commit together. Adding an
 * operator again changes nothing and writes nothing.
 */
export async function grantOperator(db: Database, email: string): Promise<RoleChange> {
  const user = await userByEmail(db, email);
  if (!user) return failure(404, `No account uses ${email}. Sign up on the site first.`);
  if (!user.emailVerified)
    return failure(409, `${user.email} is not confirmed yet: open the link in its email first.`);
  return db.transaction(async (tx) => {
    const added = await tx.insert(operators).values({ userId: user.id }).onConflictDoNothing().returning();
    if (added.length === 0) return success({ changed: false, userId: user.id, email: user.email });
    await recordAudit(tx, {
      actor: { id: null, email: COMMAND_LINE_ACTOR },
      action: "operator.granted",
      objectType: "user",
      objectId: user.id,
      before: { operator: false },
      after: { operator: true },
    });
    return success({ changed: true, userId: user.id, email: user.email });
  });
}

/** Takes the role back (the command line's `remove`); its console sessions lose their confirmation. */
export async function revokeOperator(db: Database, email: string): Promise<RoleChange> {
  const user = await userByEmail(db, email);
  if (!user) return failure(404, `No account uses ${email}.`);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(operators).where(eq(operators.userId, user.id)).returning();
    if (removed.length === 0) return success({ changed: false, userId: user.id, email: user.email });
    await tx.delete(operatorConfirmations).where(eq(operatorConfirmations.userId, user.id));
    await recordAudit(tx, {
      actor: { id: null, email: COMMAND_LINE_ACTOR },
      action: "operator.removed",
      objectType: "user",
      objectId: user.id,
      before: { operator: true },
      after: { operator: false },
    });
    return success({ changed: true, userId: user.id, email: user.email });
  });
}

/** Everyone with the role, for `npm run operator -- list`. */
export async function listOperators(db: Database) {
  return db
    .select({ email: users.email, grantedAt: operators.grantedAt })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .orderBy(operators.grantedAt);
}

/**
 * STAFF_EMAILS, deprecated (decision 3700): at each start, the confirmed accounts it names become
 * operators (one audit row each), so a site that named its staff that way keeps them. The setting
 * grants nothing between starts and takes nothing away: `npm run operator` is the way now.
 */
export async function grantListedStaff(db: Database, staff: StaffList): Promise<string[]> {
  if (staff.length === 0) return [];
  const candidates = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .leftJoin(operators, eq(operators.userId, users.id))
    .where(and(eq(users.emailVerified, true), isNull(operators.userId)));
  const granted: string[] = [];
  for (const user of candidates.filter((candidate) => isStaff(candidate, staff))) {
    await db.transaction(async (tx) => {
      const added = await tx.insert(operators).values({ userId: user.id }).onConflictDoNothing().returning();
      if (added.length === 0) return;
      await recordAudit(tx, {
        actor: { id: null, email: STAFF_SETTING_ACTOR },
        action: "operator.granted",
        objectType: "user",
        objectId: user.id,
        before: { operator: false },
        after: { operator: true },
      });
      granted.push(user.email);
    });
  }
  return granted;
}
