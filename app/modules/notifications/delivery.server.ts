import { eq, sql } from "drizzle-orm";
import { notifications } from "../../../db/schema/index.ts";
import { queryRows, type Database } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { renderEmail, type MailMessage, type Mailer } from "../../platform/mail.server.ts";
import type { SmsSender } from "../../platform/sms.server.ts";
import { emailFrame, voiceOf } from "../../i18n/voice.server.ts";
import { getNotificationPreferences } from "./notifications.server.ts";
import {
  CATEGORY_OF,
  deliveryPlan,
  emailActionLabel,
  smsText,
  statusAfterTry,
  type DeliveryStatus,
  type NotificationPreferences,
  type NotificationType,
} from "./notifications.ts";

/** A claim older than this is taken as abandoned (its process died) or due for a retry. */
export const CLAIM_TIMEOUT_MINUTES = 5;

interface Claimed {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  emailStatus: DeliveryStatus;
  smsStatus: DeliveryStatus;
  attempts: number;
  email: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean | null;
  /** The recipient's saved language: the email's frame and the SMS are written in it (decision 3855). */
  language?: string | null;
}

/**
 * Takes a batch of notifications with a channel still pending. `skip locked`
 * and the claim time keep two processes from taking the same rows; the claim
 * commits at once, so sending happens outside any transaction.
 */
async function claimBatch(db: Database, limit: number): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`update notifications n
        set delivery_claimed_at = now(), delivery_attempts = n.delivery_attempts + 1
        from users u left join profiles pr on pr.id = u.id
        where u.id = n.user_id and n.id in (
          select id from notifications
          where (email_status = 'pending' or sms_status = 'pending')
            and (delivery_claimed_at is null
                 or delivery_claimed_at < now() - make_interval(mins => ${CLAIM_TIMEOUT_MINUTES}))
          order by created_at
          limit ${limit}
          for update skip locked)
        returning n.id, n.user_id as "userId", n.type, n.title, n.body, n.link,
          n.email_status as "emailStatus", n.sms_status as "smsStatus", n.delivery_attempts as "attempts",
          u.email, u.phone_number as "phoneNumber", u.phone_number_verified as "phoneNumberVerified",
          pr.language`,
  );
}

/** A notice's email: its title and body as stored (written in the reader's language), framed in it. */
export function notificationEmail(notification: Claimed, appUrl: string): MailMessage {
  const security = CATEGORY_OF[notification.type] === "security";
  const v = voiceOf(notification.language);
  const money = CATEGORY_OF[notification.type] === "money";
  return {
    to: notification.email,
    subject: notification.title,
    ...renderEmail({
      heading: notification.title,
      // A blank line in a notice's body starts a new paragraph (a message's snippet, then its pets).
      paragraphs: notification.body ? notification.body.split(/\n{2,}/) : [],
      action: notification.link
        ? { label: v.email(emailActionLabel(notification.type)), url: `${appUrl}${notification.link}` }
        : undefined,
      footnote: security
        ? v.email("securityFootnote")
        : money
          ? v.email("moneyFootnote")
          : [
              ...(notification.type === "message_received" ? [v.email("messageNote")] : []),
              v.email("settingsFootnote", { url: `${appUrl}/user/settings#notifications` }),
            ].join(" "),
      frame: emailFrame(v),
    }),
  };
}

async function attempt(send: () => Promise<void>, what: string, id: string): Promise<"sent" | "failed"> {
  try {
    await send();
    return "sent";
  } catch (error) {
    log.warn("notification.delivery_failed", { channel: what, id, error: String(error) });
    return "failed";
  }
}

/**
 * Sends pending notifications by email and SMS as each user chose (security
 * notices always by email), and records what became of each channel. Run by
 * the scheduler, and woken by every new notification.
 */
export async function deliverNotifications(
  deps: { db: Database; mailer: Mailer; sms: SmsSender; appUrl: string },
  limit = 50,
) {
  const claimed = await claimBatch(deps.db, limit);
  const preferences = new Map<string, NotificationPreferences>();
  const tally = { sent: 0, skipped: 0, failed: 0, retrying: 0 };
  for (const notification of claimed) {
    let chosen = preferences.get(notification.userId);
    if (!chosen) {
      chosen = await getNotificationPreferences(deps.db, notification.userId);
      preferences.set(notification.userId, chosen);
    }
    const plan = deliveryPlan(notification, chosen, {
      email: notification.email,
      phoneNumber: notification.phoneNumber,
      phoneNumberVerified: Boolean(notification.phoneNumberVerified),
    });
    const emailOutcome = plan.email
      ? await attempt(
          () => deps.mailer.send(notificationEmail(notification, deps.appUrl)),
          "email",
          notification.id,
        )
      : null;
    const url = notification.link ? `${deps.appUrl}${notification.link}` : null;
    const smsOutcome =
      plan.sms && notification.phoneNumber
        ? await attempt(
            () =>
              deps.sms.send({
                to: notification.phoneNumber!,
                text: smsText(notification.title, url, voiceOf(notification.language)),
              }),
            "sms",
            notification.id,
          )
        : null;
    const emailStatus = statusAfterTry(
      plan.email,
      notification.emailStatus,
      emailOutcome,
      notification.attempts,
    );
    const smsStatus = statusAfterTry(plan.sms, notification.smsStatus, smsOutcome, notification.attempts);
    for (const status of [emailStatus, smsStatus]) {
      if (status === "sent") tally.sent++;
      else if (status === "failed") tally.failed++;
      else if (status === "pending") tally.retrying++;
    }
    if (!plan.email && !plan.sms) tally.skipped++;
    await deps.db
      .update(notifications)
      // A channel left pending is tried again once the claim times out: a pause before each retry.
      .set({ emailStatus, smsStatus })
      .where(eq(notifications.id, notification.id));
  }
  if (claimed.length > 0) log.info("notifications.delivered", tally);
  return tally;
}
