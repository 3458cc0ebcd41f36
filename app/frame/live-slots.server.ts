import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../platform/db.server.ts";
import { QUOTAS } from "../shared/quotas.ts";
import { STREAM_LIFETIME_MS } from "./live.server.ts";

/** A slot outlives its stream's lifetime by this much before it lapses (a process that died). */
const SLOT_SLACK_MS = 60_000;

export const TOO_MANY_STREAMS = `This account has ${QUOTAS.liveStreams} live pages open already (the most at once): this one is kept up to date every 30 seconds instead.`;

export type LiveSlot = { ok: true; release: () => Promise<void> } | { ok: false; message: string };

/**
 * A live stream's place among its account's open streams, across every server process (a
 * row of live_stream_slots). Refused past QUOTAS.liveStreams; given back when the stream ends,
 * and lapsing by itself shortly after a stream's lifetime in case its process died first.
 */
export async function takeLiveSlot(
  db: Database,
  userId: string,
  limit: number = QUOTAS.liveStreams,
): Promise<LiveSlot> {
  const id = crypto.randomUUID();
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(34, hashtext(${userId}))`);
    await tx.execute(sql`delete from live_stream_slots where user_id = ${userId} and expires_at <= now()`);
    const [row] = await queryRows<{ n: number | string }>(
      tx as unknown as Database,
      sql`select count(*) as n from live_stream_slots where user_id = ${userId}`,
    );
    if (Number(row?.n ?? 0) >= limit) return false;
    const expires = new Date(Date.now() + STREAM_LIFETIME_MS + SLOT_SLACK_MS);
    await tx.execute(
      sql`insert into live_stream_slots (id, user_id, expires_at) values (${id}, ${userId}, ${expires})`,
    );
    return true;
  });
  if (!taken) return { ok: false, message: TOO_MANY_STREAMS };
  let released = false;
  return {
    ok: true,
    release: async () => {
      if (released) return;
      released = true;
      await db.execute(sql`delete from live_stream_slots where id = ${id}`);
    },
  };
}

/**
 * The answer to a stream past the limit: one `too-many` event (the page then polls instead),
 * with a long `retry` for other EventSource clients.
 */
export function tooManyStreamsAnswer(message: string) {
  return new Response(`retry: 300000\nevent: too-many\ndata: ${JSON.stringify({ message })}\n\n`, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
    },
  });
}
