import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "../../app/platform/db.server.ts";
import * as schema from "../../db/schema/index.ts";

export type StatementKind = "read" | "write" | "transaction";

/** What a statement does: transaction control, a write (a data-modifying WITH included), else a read. */
export function statementKind(text: string): StatementKind {
  const s = text.trim().toLowerCase();
  if (/^(begin|commit|rollback|savepoint|release)\b/.test(s)) return "transaction";
  if (/^(insert|update|delete)\b/.test(s)) return "write";
  if (/^with\b/.test(s) && /\b(insert\s+into|update\s+\S+(\s+\w+)?\s+set|delete\s+from)\b/.test(s))
    return "write";
  return "read";
}

/**
 * A Drizzle handle on the same database (the same PGlite or pool) that records every statement
 * sent through it, to count what a service or an action costs in round trips.
 */
export function countingDatabase(handle: Pick<DatabaseHandle, "kind" | "db" | "pool">) {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const db = (handle.kind === "pglite"
    ? drizzlePglite((handle.db as unknown as { $client: never }).$client, { schema, logger })
    : drizzlePg(handle.pool!, { schema, logger })) as unknown as Database;
  return {
    db,
    statements,
    /** Reads before the first write, and the totals (transaction control left out). */
    tally() {
      const kinds = statements.map(statementKind);
      const firstWrite = kinds.indexOf("write");
      const before = firstWrite === -1 ? kinds : kinds.slice(0, firstWrite);
      return {
        readsBeforeWrites: before.filter((k) => k === "read").length,
        reads: kinds.filter((k) => k === "read").length,
        writes: kinds.filter((k) => k === "write").length,
      };
    },
    reset: () => void statements.splice(0),
  };
}
