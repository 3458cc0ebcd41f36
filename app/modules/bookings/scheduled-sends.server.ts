import { eq, sql } from "drizzle-orm";
import { messageThreads, messages, scheduledMessageSends } from "../../../db/schema/index.ts";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { intlLocale } from "../../i18n/locales.ts";
import { recipientLocale } from "../../i18n/voice.server.ts";
import { fillScheduled } from "./scheduled-messages.ts";

// Scheduled messages (decision 3954): sent by the booking sweep into each confirmed stay's
// conversation (the one between its guest and the owner about this home) when their moment comes on the home's clock, once per (message, stay).

/** The send moment of schedule `s` for booking `b` of listing `l`, as SQL (the home's clock). */
const MOMENT = sql.raw(
  `(((case when s.anchor = 'check_in' then lower(b.stay) else upper(b.stay) end) + s.offset_days::int)
    + s.send_time::time) at time zone l.time_zone`,
);

interface Due {
  schedule_id: string;
  body: string;
  booking_id: string;
  thread_id: string;
  guest_id: string;
  host_user_id: string;
  check_in: string;
  check_out: string;
  check_in_time: string;
  title: string;
  guest_name: string | null;
  guest_language: string | null;
  host_name: string | null;
}

/**
 * Sends every scheduled message that is due: its moment passed, and it came after the message was
 * written or last changed (a new or changed message is never sent late to stays whose moment is
 * already behind, decision 3959). Only confirmed
 * stays (accepted, so the owner's words and check-in details may reach the traveller unmasked,
 * decision 3320); a message about check-out also after the stay is completed; never a cancelled,
 * declined or expired one. Each send is recorded first (its primary key makes it once only, also
 * when two processes sweep at once); `only` narrows it to one booking (the test clock).
 */
export async function sendScheduledMessages(db: Database, now = new Date(), only?: string): Promise<number> {
  const due = await queryRows<Due>(
    db,
    sql`select s.id as schedule_id, s.body, b.id as booking_id, t.id as thread_id, t.guest_id, t.host_user_id,
          lower(b.stay)::text as check_in, upper(b.stay)::text as check_out, l.check_in_time::text as check_in_time,
          l.title, coalesce(nullif(gp.full_name, ''), gu.name) as guest_name, gp.language as guest_language,
          coalesce(nullif(hp.full_name, ''), hu.name) as host_name
        from scheduled_messages s
        join listings l on l.id = s.listing_id
        join bookings b on b.listing_id = s.listing_id
        join message_threads t on t.listing_id = b.listing_id and t.guest_id = b.guest_id
        join users gu on gu.id = b.guest_id
        left join profiles gp on gp.id = b.guest_id
        join users hu on hu.id = t.host_user_id
        left join profiles hp on hp.id = t.host_user_id
        where (b.status = 'confirmed' or (b.status = 'completed' and s.anchor = 'check_out'))
          ${only ? sql`and b.id = ${only}::uuid` : sql``}
          and ${MOMENT} <= ${now.toISOString()}::timestamptz
          and ${MOMENT} >= s.updated_at
          and not exists (select 1 from scheduled_message_sends x
            where x.scheduled_message_id = s.id and x.booking_id = b.id)
        order by ${MOMENT}
        limit 200`,
  );
  let sent = 0;
  for (const row of due) {
    const done = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(scheduledMessageSends)
        .values({ scheduledMessageId: row.schedule_id, bookingId: row.booking_id, sentAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return false;
      // The dates and the home's clock as the guest's saved language writes them (decision 3855).
      const body = fillScheduled(
        row.body,
        {
          guestName: row.guest_name,
          checkIn: row.check_in,
          checkOut: row.check_out,
          checkInTime: row.check_in_time,
          listingTitle: row.title,
        },
        intlLocale(recipientLocale(row.guest_language)),
      );
      const [message] = await tx
        .insert(messages)
        .values({ threadId: row.thread_id, senderId: row.host_user_id, body, createdAt: now })
        .returning({ id: messages.id });
      await tx.update(messageThreads).set({ lastMessageAt: now }).where(eq(messageThreads.id, row.thread_id));
      await tx
        .update(scheduledMessageSends)
        .set({ messageId: message!.id })
        .where(
          sql`${scheduledMessageSends.scheduledMessageId} = ${row.schedule_id}::uuid and ${scheduledMessageSends.bookingId} = ${row.booking_id}::uuid`,
        );
      // The traveller is told as of any message from the owner (the stay is accepted: unmasked).
      await createNotification(tx, {
        userId: row.guest_id,
        type: "message_received",
        // Said in the guest's saved language, as the normal new-message notice (decision 3855).
        title: (v) => v.notice("messageTitle", { name: row.host_name || v.notice("yourHost") }).slice(0, 200),
        body: body.length > 300 ? `${body.slice(0, 299)}…` : body,
        link: `/user/messages/${row.thread_id}`,
        email: true,
      });
      return true;
    });
    if (done) sent++;
  }
  return sent;
}
