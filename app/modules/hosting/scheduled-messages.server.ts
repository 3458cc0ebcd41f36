import { and, asc, count, eq, sql } from "drizzle-orm";
import { scheduledMessageSends, scheduledMessages } from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { formatInstantIn } from "../../shared/format.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import {
  SCHEDULE_CAP,
  SCHEDULE_CAP_MESSAGE,
  sendMomentOf,
  timingWords,
  type ScheduleInput,
} from "../bookings/scheduled-messages.ts";
import type { ReaderFormats } from "./reservations.ts";

// An owner's scheduled messages for one listing (decision 3954): the page's list, add and delete,
// and what the reservation page shows of them for one stay. The route checks the listing is the
// owner's (requireOwnListing); every query here is by that listing too.

/** The listing's scheduled messages, oldest first, each with its timing in words. */
export async function listSchedules(db: Executor, listingId: number) {
  const rows = await db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.listingId, listingId))
    .orderBy(asc(scheduledMessages.createdAt), asc(scheduledMessages.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    body: r.body,
    anchor: r.anchor,
    offsetDays: r.offsetDays,
    sendTime: r.sendTime,
    timing: timingWords(r),
  }));
}

/** Adds one; at most SCHEDULE_CAP a listing, counted with the listing's row locked. */
export async function createSchedule(
  db: Database,
  listingId: number,
  input: ScheduleInput,
): Promise<Outcome<{ id: string }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from listings where id = ${listingId} for update`);
    const [kept] = await tx
      .select({ n: count() })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.listingId, listingId));
    if ((kept?.n ?? 0) >= SCHEDULE_CAP) return failure(409, SCHEDULE_CAP_MESSAGE);
    const [made] = await tx
      .insert(scheduledMessages)
      .values({ listingId, ...input })
      .returning({ id: scheduledMessages.id });
    return success({ id: made!.id });
  });
}

/** One of the listing's scheduled messages, for the edit form; null when it names none of them. */
export async function scheduleOf(db: Executor, listingId: number, idText: unknown) {
  const id = parseUuid(typeof idText === "string" ? idText : null);
  if (!id) return null;
  const [row] = await db
    .select({
      id: scheduledMessages.id,
      name: scheduledMessages.name,
      body: scheduledMessages.body,
      anchor: scheduledMessages.anchor,
      offsetDays: scheduledMessages.offsetDays,
      sendTime: scheduledMessages.sendTime,
    })
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.listingId, listingId)));
  return row ?? null;
}

/**
 * Changes one of the listing's in place; false when it names none of them. The change counts as
 * writing it again (decision 3959): `updated_at` moves, and a stay whose moment is already behind
 * it is not sent the message late; a stay it was sent to is never sent it twice.
 */
export async function updateSchedule(db: Executor, listingId: number, idText: unknown, input: ScheduleInput) {
  const id = parseUuid(typeof idText === "string" ? idText : null);
  if (!id) return false;
  const done = await db
    .update(scheduledMessages)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.listingId, listingId)))
    .returning({ id: scheduledMessages.id });
  return done.length > 0;
}

/** Deletes one of the listing's; false when it names none of them (someone else's, made up, malformed). */
export async function deleteSchedule(db: Executor, listingId: number, idText: unknown) {
  const id = parseUuid(typeof idText === "string" ? idText : null);
  if (!id) return false;
  const done = await db
    .delete(scheduledMessages)
    .where(and(eq(scheduledMessages.id, id), eq(scheduledMessages.listingId, listingId)))
    .returning({ id: scheduledMessages.id });
  return done.length > 0;
}

/**
 * The listing's scheduled messages for one stay, as its reservation page shows them: sent (when),
 * due at a moment still ahead, or not sent (a stay not confirmed, or a moment before the message
 * was written or last changed).
 */
export async function scheduleOfStay(
  db: Executor,
  booking: { id: string; status: string; stay: { start: string; end: string } },
  listing: { id: number; timeZone: string; city: string },
  reader?: ReaderFormats,
) {
  const rows = await db
    .select({ schedule: scheduledMessages, sentAt: scheduledMessageSends.sentAt })
    .from(scheduledMessages)
    .leftJoin(
      scheduledMessageSends,
      and(
        eq(scheduledMessageSends.scheduledMessageId, scheduledMessages.id),
        eq(scheduledMessageSends.bookingId, booking.id),
      ),
    )
    .where(eq(scheduledMessages.listingId, listing.id))
    .orderBy(asc(scheduledMessages.createdAt), asc(scheduledMessages.id));
  // The moments in the reader's words (decision 3870); the page says the timing and state around them.
  const at = (d: Date) => formatInstantIn(d, listing.timeZone, listing.city, reader?.tag, reader?.place);
  return rows.map(({ schedule, sentAt }) => {
    const moment = sendMomentOf(schedule, booking.stay, listing.timeZone);
    const live =
      booking.status === "confirmed" || (booking.status === "completed" && schedule.anchor === "check_out");
    const state = sentAt
      ? "sent"
      : !live
        ? booking.status === "pending"
          ? "pending"
          : "unconfirmed"
        : moment < schedule.updatedAt
          ? "passed"
          : "scheduled";
    return {
      id: schedule.id,
      name: schedule.name,
      anchor: schedule.anchor,
      offsetDays: schedule.offsetDays,
      sendTime: schedule.sendTime,
      sent: sentAt !== null,
      state,
      at: at(sentAt ?? moment),
    };
  });
}
