import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import { contactMessages } from "../../../db/schema/content.ts";
import type { Database } from "~/platform/db.server";
import { log } from "~/platform/log.server";
import { renderEmail, type Mailer } from "~/platform/mail.server";
import { CONTACT_TOPICS, type ContactInput } from "./contact.schema.ts";
import {
  CONTACT_ADDRESS_RATE_LIMIT,
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_MINUTES,
  addressKey,
  emailKey,
  messageReference,
  minutesUntilAllowed,
  rateLimitMessage,
} from "./contact.ts";
import { failure, success, type Failure } from "../../shared/outcome.ts";

/** A refusal for too many messages: a 429 `Failure` that also carries when to try again (the Retry-After header). */
export type RateLimited = Failure & { retryInMinutes: number; limitedBy: "email" | "address" };
export type SubmitResult = { ok: true; value: { id: string; reference: string } } | RateLimited;

export interface SubmitOptions {
  userId?: string;
  now?: Date;
  /** The sender's client address (the X-PFR-Client-IP header): limited too when given. */
  clientAddress?: string | null;
  /** The team's address, named in the refusal for someone who needs us urgently. */
  contactEmail?: string;
}

/**
 * Stores a contact message unless its email address, or the client address it
 * came from, has reached its limit in the window. The checks and the insert run
 * under per-email and per-client-address transaction locks (always taken in
 * that order), so the limits hold across concurrent requests and server processes.
 */
export async function storeContactMessage(
  db: Database,
  input: ContactInput,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const key = emailKey(input.email);
  const address = addressKey(options.clientAddress);
  const now = options.now ?? new Date();
  const windowStart = new Date(now.getTime() - CONTACT_RATE_WINDOW_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    // Under the sender's lock, the messages it sent in the window, oldest first.
    const sentBy = async (
      lock: string,
      column: typeof contactMessages.emailKey | typeof contactMessages.clientAddress,
      value: string,
    ) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}))`);
      return tx
        .select({ createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(and(eq(column, value), gt(contactMessages.createdAt, windowStart)))
        .orderBy(asc(contactMessages.createdAt));
    };
    const limited = (recent: { createdAt: Date }[], limitedBy: "email" | "address"): RateLimited => {
      const retryInMinutes = minutesUntilAllowed(recent[0]!.createdAt, now);
      const formError = rateLimitMessage({
        limitedBy,
        email: input.email,
        retryInMinutes,
        contactEmail: options.contactEmail,
      });
      return { ...failure(429, formError), retryInMinutes, limitedBy };
    };
    const fromEmail = await sentBy(`contact:${key}`, contactMessages.emailKey, key);
    if (fromEmail.length >= CONTACT_RATE_LIMIT) return limited(fromEmail, "email");
    if (address) {
      const fromAddress = await sentBy(`contact-address:${address}`, contactMessages.clientAddress, address);
      if (fromAddress.length >= CONTACT_ADDRESS_RATE_LIMIT) return limited(fromAddress, "address");
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        emailKey: key,
        topic: input.topic,
        message: input.message,
        bookingReference: input.bookingReference ?? null,
        userId: options.userId ?? null,
        clientAddress: address,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    return success({ id: row!.id, reference: messageReference(row!.id) });
  });
}

export const topicLabel = (topic: string) => CONTACT_TOPICS.find((t) => t.value === topic)?.label ?? topic;

/** The email the team receives; replying answers the sender directly. */
export function contactEmail(input: ContactInput, reference: string) {
  const { html, text } = renderEmail({
    preheader: `${topicLabel(input.topic)}: ${input.message.slice(0, 80)}`,
    heading: `New message from ${input.name}`,
    paragraphs: [
      `Topic: ${topicLabel(input.topic)}`,
      `From: ${input.name} <${input.email}>`,
      ...(input.bookingReference ? [`Booking reference: ${input.bookingReference}`] : []),
      ...input.message.split(/\n{2,}/),
    ],
    footnote: `Reference ${reference}. Reply to this email to answer ${input.name} directly.`,
  });
  return { subject: `[Contact ${reference}] ${topicLabel(input.topic)} (${input.name})`, html, text };
}

/** Stores the message, then emails it to the team. A mail failure never loses the message. */
export async function submitContactMessage(
  deps: { db: Database; mailer: Mailer; contactEmail: string },
  input: ContactInput,
  options: SubmitOptions = {},
): Promise<SubmitResult> {
  const result = await storeContactMessage(deps.db, input, { ...options, contactEmail: deps.contactEmail });
  if (!result.ok) return result;
  const { id, reference } = result.value;
  try {
    await deps.mailer.send({
      to: deps.contactEmail,
      replyTo: input.email,
      ...contactEmail(input, reference),
    });
    await deps.db.update(contactMessages).set({ emailedAt: new Date() }).where(eq(contactMessages.id, id));
  } catch (error) {
    log.error("contact.mail_failed", { id, error: (error as Error).message });
  }
  return result;
}

/** How many messages an address sent in the current window (for tests and support tools). */
export async function recentMessageCount(db: Database, email: string, now = new Date()) {
  const windowStart = new Date(now.getTime() - CONTACT_RATE_WINDOW_MINUTES * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.emailKey, emailKey(email)), gt(contactMessages.createdAt, windowStart)));
  return row?.n ?? 0;
}
