import { sql, type SQL } from "drizzle-orm";
import { nothingSaid } from "./money-words.ts";
import { bookingEvents, bookings, listings, notifications, petPolicies } from "../../../db/schema/index.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { fromJson, rowFromJson } from "../../platform/statement.server.ts";
import { parseDateRange, zonedInstant } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { textFor } from "../masking/reader.ts";
import { contactRevealedBetween } from "../masking/reveal.server.ts";
import { notificationRow } from "../notifications/notifications.server.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { sendBookingEmail, type BookingMail } from "./emails.server.ts";
import {
  REQUEST_ANSWER_HOURS,
  noticeLink,
  transitionOf,
  type Moment,
  type OnceMark,
  type SweptTransition,
  type TimeRule,
  type TransitionFacts,
  type TransitionName,
} from "./process.ts";
import { tripOf } from "./trip.ts";
import type { DeclineReason } from "./owner-answers.ts";
import { cardRefundOnCancellation } from "./card-refund.ts";
import {
  captureBooking,
  refundBooking,
  releaseBooking,
  type PaymentsContext,
} from "../payments/money.server.ts";
import type { Moved, ProcessorAnswer } from "../payments/processor.ts";
import { log } from "../../platform/log.server.ts";

/**
 * Applies a transition of the booking process (process.ts): in one transaction, an update
 * guarded by the statuses it leaves from, its time rule and the actor's right to the booking,
 * then the history entry and the notices (delivered after the commit). A booking that is not the
 * actor's answers 404, one that has moved on 409; of two transitions racing for one booking, the
 * update that comes second finds the row changed and changes nothing.
 */

/** Who takes it: the traveller or the owner (by their user id), or the site's clock. */
export type TransitionActor = { as: "guest" | "owner" | "operator"; userId: string } | { as: "system" };

/**
 * One booking, taken by a person; or every booking due, taken by the site's clock (the sweeps);
 * `only` narrows a sweep to one booking (the browser tests' clock hook moves one booking's time).
 */
export type TransitionTarget = { bookingId: string; actor: TransitionActor } | { due: true; only?: string };

/** A booking as the transition left it, with its home, the home's pet policy and the two sides. */
export interface ChangedBooking {
  booking: typeof bookings.$inferSelect;
  listing: typeof listings.$inferSelect;
  pet: typeof petPolicies.$inferSelect;
  hostUserId: string | null;
  /** Null when the guest has no account (made-up demo guests, deleted accounts): nobody to tell. */
  guestEmail: string | null;
  /** The traveller's saved language (profiles.language): their emails are written in it (decision 3855). */
  guestLanguage: string | null;
  /** What the processor answered the transition's money step (decision 3500); null: nothing to do. */
  payment?: ProcessorAnswer<Moved> | null;
}

export interface TransitionOptions {
  now?: Date;
  /** Why (a decline, a cancellation), as its author wrote it. */
  reason?: string;
  /** A decline's answer in parts (the reason's key, the owner's words): `reason` is it in English. */
  decline?: { reason: DeclineReason; words: string };
  /** What the policy gives back, when the transition refunds by the policy (worked out by the caller). */
  refundCents?: number;
  /** What it meant in money, for the history and for the traveller: known once the booking is read. */
  money?: (
    changed: ChangedBooking,
  ) => Pick<TransitionFacts, "money" | "moneyNote" | "moneyToGuest" | "moneyToOwner">;
  /** Sends the booking's own email after the commit, for a transition that sends it (process.ts). */
  mail?: BookingMail;
  /** Money paid through the site moves with the transition (its `money` step); none in the direct mode. */
  payments?: PaymentsContext | null;
}

/** The owner is paid this long after check-in. */
export const PAYOUT_AFTER_CHECK_IN_MS = 24 * 3_600_000;

/**
 * The money step of a transition for one booking, after its commit: take the hold (the owner's
 * payout scheduled 24 hours after check-in), let it go, or refund what the policy gives back of
 * what was paid (everything when the owner cancels). A processor that fails here leaves the
 * booking as the transition made it: the refusal is answered, an error logged, and what stays
 * open shows in the reconcile check (an open hold on a booking past its request is also let go
 * by the sweep, releaseStaleHolds).
 */
async function moveMoney(
  db: Database,
  name: TransitionName,
  changed: ChangedBooking,
  payments: PaymentsContext,
  options: TransitionOptions,
): Promise<ProcessorAnswer<Moved> | null> {
  const transition = transitionOf(name);
  const { booking, listing } = changed;
  try {
    switch (transition.money) {
      case "capture": {
        const stay = parseDateRange(booking.stay)!;
        const checkInAt = zonedInstant(stay.start, listing.checkInTime, listing.timeZone);
        return await captureBooking(db, payments, {
          bookingId: booking.id,
          payoutDueAt: new Date(checkInAt.getTime() + PAYOUT_AFTER_CHECK_IN_MS),
        });
      }
      case "release":
        return await releaseBooking(db, payments, booking.id);
      case "refund":
        return await refundBooking(db, payments, {
          bookingId: booking.id,
          refundCents: (paidCents) =>
            cardRefundOnCancellation({
              policy: { keptCents: booking.totalCents - (options.refundCents ?? booking.totalCents) },
              paidCents,
              currency: booking.currency,
              by: transition.endedBy === "owner" || transition.refund === "all" ? "owner" : "guest",
            }),
        });
      case undefined:
        return null;
    }
  } catch (error) {
    log.error("booking money step failed", { bookingId: booking.id, transition: name, error: String(error) });
    return { ok: false, code: "unavailable", message: "The payment step could not be completed." };
  }
}

/** The facts of a transition's words, before the caller adds its reason and money. */
export function transitionFacts(
  booking: Pick<TransitionFacts, "bookingId" | "title" | "city" | "stay">,
  reason = "",
): TransitionFacts {
  // Field by field: a caller's whole row never travels into the words people are sent.
  const { bookingId, title, city, stay } = booking;
  return {
    bookingId,
    title,
    city,
    stay,
    reason,
    reasonToGuest: reason,
    money: "",
    moneyToGuest: nothingSaid,
  };
}

/**
 * The notifications a transition sends for one booking: to the traveller when they have an
 * account (made-up demo guests and deleted accounts have none), to the owner of the home when it
 * has one, and never to an owner about their own doings as a guest of their own home.
 */
export function transitionNotices(
  name: TransitionName,
  facts: TransitionFacts,
  people: {
    guestId: string | null;
    hostUserId: string | null;
    /** Each reader's saved language (profiles.language): a notice is written in its reader's (decision 3855). */
    guestLanguage?: string | null;
    hostLanguage?: string | null;
  },
) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const notice of transitionOf(name).notices) {
    const userId = notice.to === "guest" ? people.guestId : people.hostUserId;
    if (userId === null || (notice.to === "owner" && userId === people.guestId)) continue;
    const voice = voiceOf(notice.to === "guest" ? people.guestLanguage : people.hostLanguage);
    rows.push(
      notificationRow({
        userId,
        type: notice.type,
        title: notice.title(facts, voice),
        body: notice.body(facts, voice),
        link: noticeLink(notice, facts),
        // The booking's own email goes instead (sendBookingEmail, after the commit).
        email: notice.bookingEmail ? false : undefined,
      }),
    );
  }
  return rows;
}

const q = (name: string) => sql.raw(`"${name}"`);

/** A moment of the booking, as SQL over `b` (bookings) and `l` (its listing): on the home's clock. */
function momentSql(moment: Moment): SQL {
  switch (moment) {
    case "expiresAt":
      return sql`b.expires_at`;
    case "checkIn":
      return sql`((lower(b.stay) + l.check_in_time) at time zone l.time_zone)`;
    case "checkOut":
      return sql`((upper(b.stay) + l.check_out_time) at time zone l.time_zone)`;
  }
}

/** A time rule as a condition (process.ts's ruleHolds, in SQL). */
function ruleSql(rule: TimeRule, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  if ("daysBefore" in rule) {
    const today = sql`(${at} at time zone l.time_zone)::date`;
    return sql`lower(b.stay) between ${today} and ${today} + ${rule.daysBefore}::int`;
  }
  if ("before" in rule) return sql`${momentSql(rule.before)} > ${at}`;
  if ("from" in rule) return sql`${momentSql(rule.from)} <= ${at}`;
  const moment = momentSql(rule.of);
  return sql`${moment} > ${at} and ${moment} <= ${at} + make_interval(hours => ${rule.hoursBefore}::int)`;
}

const ONCE_COLUMNS: Record<OnceMark, string> = {
  expiryWarnedAt: "expiry_warned_at",
  hostWarnedAt: "host_warned_at",
  reminderSentAt: "reminder_sent_at",
};

const actorSql = (actor: TransitionActor): SQL =>
  actor.as === "guest"
    ? sql`b.guest_id = ${actor.userId}`
    : actor.as === "owner"
      ? sql`exists (select 1 from owners o where o.id = l.owner_id and o.user_id = ${actor.userId})`
      : sql`true`; // the site's clock, or an operator (the console's own guard checked the role)

/** A row the update answers: what the notices need, and for one booking its rows whole. */
interface ChangedRow {
  id: string;
  guestId: string;
  stay: string;
  title: string;
  city: string;
  ownerId: number;
  hostUserId: string | null;
  guestEmail: string | null;
  guestLanguage: string | null;
  hostLanguage: string | null;
  booking?: unknown;
  listing?: unknown;
  pet?: unknown;
}

const wholeOf = (row: ChangedRow): ChangedBooking => ({
  booking: rowFromJson(bookings, fromJson(row.booking)),
  listing: rowFromJson(listings, fromJson(row.listing)),
  pet: rowFromJson(petPolicies, fromJson(row.pet)),
  hostUserId: row.hostUserId,
  guestEmail: row.guestEmail,
  guestLanguage: row.guestLanguage,
});

/** The update of a transition: guarded by its statuses, its time rule, once-only marks and the target. */
function updateSql(name: TransitionName, target: TransitionTarget, now: Date, options: TransitionOptions) {
  const transition = transitionOf(name);
  const at = sql`${now.toISOString()}::timestamptz`;
  const set: SQL[] = [];
  // A once-only transition marks the booking and leaves its status (and its last change) alone.
  if (transition.once) set.push(sql`${q(ONCE_COLUMNS[transition.once])} = ${at}`);
  else set.push(sql`status = ${transition.to}`, sql`updated_at = ${at}`);
  if (transition.endedBy)
    set.push(
      sql`cancelled_at = ${at}`,
      sql`cancelled_by = ${transition.endedBy}`,
      sql`cancellation_reason = ${options.reason ?? ""}`,
    );
  if (transition.deadline === "none") set.push(sql`expires_at = null`);
  if (transition.deadline === "request")
    set.push(sql`expires_at = ${at} + make_interval(hours => ${REQUEST_ANSWER_HOURS}::int)`);
  if (transition.refund === "all") set.push(sql`refund_cents = b.total_cents`);
  if (transition.refund === "policy") set.push(sql`refund_cents = ${options.refundCents ?? null}::int`);

  const statuses = sql.join(
    transition.from.map((status) => sql`${status}`),
    sql`, `,
  );
  const where: SQL[] = [sql`l.id = b.listing_id`, sql`b.status in (${statuses})`];
  if (transition.when) where.push(ruleSql(transition.when, now));
  if (transition.once) where.push(sql`${q(ONCE_COLUMNS[transition.once])} is null`);
  const one = "bookingId" in target;
  if ("bookingId" in target) where.push(sql`b.id = ${target.bookingId}`, actorSql(target.actor));
  else if (target.only) where.push(sql`b.id = ${target.only}`);

  return sql`update bookings b set ${sql.join(set, sql`, `)}
    from listings l ${one ? sql`join pet_policies p on p.listing_id = l.id` : sql``}
    where ${sql.join(where, sql` and `)}
    returning b.id, b.guest_id as "guestId", b.stay::text as stay, l.title, l.city, l.owner_id as "ownerId",
      (select o.user_id from owners o where o.id = l.owner_id) as "hostUserId",
      (select u.email from users u where u.id = b.guest_id) as "guestEmail",
      (select pr.language from profiles pr where pr.id = b.guest_id) as "guestLanguage",
      (select pr.language from profiles pr join owners o on o.user_id = pr.id where o.id = l.owner_id) as "hostLanguage"
      ${one ? sql`, to_jsonb(b) as booking, to_jsonb(l) as listing, to_jsonb(p) as pet` : sql``}`;
}

/** One booking, taken by a person: the booking as it became, or 404 (not theirs) / 409 (moved on). */
export async function applyTransition(
  db: Executor,
  name: TransitionName,
  target: { bookingId: string; actor: TransitionActor },
  options?: TransitionOptions,
): Promise<Outcome<ChangedBooking>>;
/** Every booking due, taken by the site's clock: how many changed. */
export async function applyTransition(
  db: Executor,
  name: SweptTransition,
  target: { due: true; only?: string },
  options?: TransitionOptions,
): Promise<number>;
export async function applyTransition(
  db: Executor,
  name: TransitionName,
  target: TransitionTarget,
  options: TransitionOptions = {},
): Promise<Outcome<ChangedBooking> | number> {
  const transition = transitionOf(name);
  if (transition.from.length === 0) throw new Error(`"${name}" makes a booking: createBooking writes it`);
  const emailed = transition.notices.some((notice) => notice.to === "guest" && notice.bookingEmail);
  if (emailed && !options.mail) throw new Error(`"${name}" sends the booking's email: pass options.mail`);
  const now = options.now ?? new Date();
  let one: { bookingId: string; actor: TransitionActor } | null = null;
  if ("bookingId" in target) {
    const bookingId = parseUuid(target.bookingId);
    // Not a booking id, or not the actor's to take (a traveller cannot accept): nothing of theirs.
    if (!bookingId || !transition.by.includes(target.actor.as)) return failure(404, NOT_FOUND);
    one = { bookingId, actor: target.actor };
  } else if (!transition.by.includes("system")) {
    throw new Error(`"${name}" is not the site's to take`);
  }
  const update = updateSql(name, one ?? target, now, options);

  const changed = await (db as Database).transaction(async (tx) => {
    const rows = await queryRows<ChangedRow>(tx as Database, update);
    const notes: (typeof bookingEvents.$inferInsert)[] = [];
    const notices: (typeof notifications.$inferInsert)[] = [];
    const whole: ChangedBooking[] = [];
    for (const row of rows) {
      const stay = parseDateRange(row.stay)!;
      const facts = transitionFacts(
        { bookingId: row.id, title: row.title, city: row.city, stay },
        options.reason,
      );
      if (one) {
        const booking = wholeOf(row);
        whole.push(booking);
        if (options.money) Object.assign(facts, options.money(booking));
        // The owner's words reach the traveller as their trip page shows them: masked unless
        // another stay between the two is accepted (not this one, which is ending).
        if (transition.endedBy === "owner" && facts.reason) {
          const revealed = await contactRevealedBetween(tx, row.guestId, { ownerId: row.ownerId });
          facts.reasonToGuest = textFor(facts.reason, revealed);
          if (options.decline)
            facts.decline = { ...options.decline, wordsToGuest: textFor(options.decline.words, revealed) };
        }
        if (options.decline) facts.decline ??= options.decline;
      }
      if (transition.note)
        notes.push({
          bookingId: row.id,
          status: transition.to,
          note: transition.note(facts),
          // Beside the English note (old rows, the console, whatever reads it): the same in parts.
          parts: transition.parts?.(facts) ?? null,
          at: now,
        });
      notices.push(
        ...transitionNotices(name, facts, {
          guestId: row.guestEmail === null ? null : row.guestId,
          hostUserId: row.hostUserId,
          guestLanguage: row.guestLanguage,
          hostLanguage: row.hostLanguage,
        }),
      );
    }
    // A sweep may change thousands at once: inserts in slices stay under the bound-parameter limit.
    for (let i = 0; i < notes.length; i += INSERT_SLICE)
      await tx.insert(bookingEvents).values(notes.slice(i, i + INSERT_SLICE));
    for (let i = 0; i < notices.length; i += INSERT_SLICE)
      await tx.insert(notifications).values(notices.slice(i, i + INSERT_SLICE));
    return one ? whole : rows;
  });

  if (!one) return changed.length;
  const booking = changed[0] as ChangedBooking | undefined;
  if (!booking) {
    const status = await whyNot(db, one.bookingId, one.actor);
    return failure(status, status === 404 ? NOT_FOUND : transition.movedOn);
  }
  if (options.payments && transition.money)
    booking.payment = await moveMoney(db as Database, name, booking, options.payments, options);
  if (emailed && booking.guestEmail)
    await sendBookingEmail(
      { to: booking.guestEmail, language: booking.guestLanguage, booking: tripOf(booking, [], null) },
      options.mail!,
    );
  return success(booking);
}

const NOT_FOUND = "No such booking.";
const INSERT_SLICE = 1_000;

/** Why one booking did not change: 404 when it is not the actor's (or not there), else it moved on (409). */
async function whyNot(db: Executor, bookingId: string, actor: TransitionActor): Promise<404 | 409> {
  const [row] = await queryRows<{ guestId: string; hostUserId: string | null }>(
    db as Database,
    sql`select b.guest_id as "guestId", (select o.user_id from owners o where o.id = l.owner_id) as "hostUserId"
      from bookings b join listings l on l.id = b.listing_id where b.id = ${bookingId}`,
  );
  if (!row) return 404;
  if (actor.as === "guest" && row.guestId !== actor.userId) return 404;
  if (actor.as === "owner" && row.hostUserId !== actor.userId) return 404;
  return 409;
}
