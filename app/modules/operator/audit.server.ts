import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import { operatorAudit } from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import type { AuditAction } from "./audit.ts";

export interface AuditEntry {
  actor: { id: string | null; email: string };
  action: AuditAction;
  objectType: string;
  objectId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Writes the one audit row of an action, in the action's own transaction (`tx`): the change and
 * its record commit together or not at all.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(operatorAudit).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}

export const AUDIT_PAGE = 50;

/**
 * The log, newest first, a page at a time (`before` is the id of the last row seen), optionally
 * only one object's rows.
 */
export async function listAudit(
  db: Database,
  options: { before?: number; objectType?: string; objectId?: string; limit?: number } = {},
) {
  const filters: (SQL | undefined)[] = [];
  if (options.before) filters.push(lt(operatorAudit.id, options.before));
  if (options.objectType && options.objectId)
    filters.push(
      and(eq(operatorAudit.objectType, options.objectType), eq(operatorAudit.objectId, options.objectId)),
    );
  const limit = options.limit ?? AUDIT_PAGE;
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(operatorAudit.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** Rows about one object or written by one actor (a user's page shows both). */
export async function auditAboutUser(db: Database, userId: string, limit = 20) {
  return db
    .select()
    .from(operatorAudit)
    .where(
      or(
        and(eq(operatorAudit.objectType, "user"), eq(operatorAudit.objectId, userId)),
        eq(operatorAudit.actorId, userId),
      ),
    )
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
}
