import { and, eq, sql } from "drizzle-orm";
import { damageClaims } from "../../../db/schema/claims.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { formatInstant, formatMoney } from "../../shared/format.ts";
import { parseDateRange, zonedInstant } from "../../shared/dates.ts";
import { parseUuid } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import { createNotification, type Words } from "../notifications/notifications.server.ts";
import { savedCardOf } from "../payments/booking-cards.server.ts";
import { ANSWER_WITHIN_MS, claimability, claimStateKey, isAnswerable, type Claimability } from "./claims.ts";

/**
 * Pet damage claims (decision 3550): filing and answering. Each change is one update guarded by the
 * claim's state and its notices, in one transaction; the money (claims-money.server.ts) moves
 * after the commit with the claim's own key.
 */

/** What a claim needs to know of its stay, read by SQL (claims sit below bookings on the ladder). */
export interface ClaimStay {
  bookingId: string;
  reference: string | null;
  status: string;
  guestId: string;
  ownerUserId: string | null;
  title: string;
  currency: string;
  depositCents: number;
  checkOutAt: Date;
  cardSaved: boolean;
  claimId: string | null;
}

export async function claimStayOf(db: Executor, bookingId: string): Promise<ClaimStay | null> {
  const id = parseUuid(bookingId);
  if (!id) return null;
  const [row] = await queryRows<{
    bookingId: string;
    reference: string | null;
    status: string;
    guestId: string;
    ownerUserId: string | null;
    title: string;
    currency: string;
    depositCents: number | null;
    stay: string;
    checkOutTime: string;
    timeZone: string;
    cardSaved: boolean;
    claimId: string | null;
  }>(
    db as Database,
    sql`select b.id as "bookingId", b.reference, b.status, b.guest_id as "guestId", o.user_id as "ownerUserId",
        l.title, b.currency, coalesce((b.price->>'depositCents')::int, 0) as "depositCents", b.stay::text as stay,
        l.check_out_time::text as "checkOutTime", l.time_zone as "timeZone",
        exists (select 1 from booking_cards c where c.booking_id = b.id) as "cardSaved",
        (select d.id from damage_claims d where d.booking_id = b.id) as "claimId"
      from bookings b join listings l on l.id = b.listing_id left join owners o on o.id = l.owner_id
      where b.id = ${id}`,
  );
  if (!row) return null;
  const stay = parseDateRange(row.stay)!;
  return {
    bookingId: row.bookingId,
    reference: row.reference,
    status: row.status,
    guestId: row.guestId,
    ownerUserId: row.ownerUserId,
    title: row.title,
    currency: row.currency.trim(),
    depositCents: Number(row.depositCents ?? 0),
    checkOutAt: zonedInstant(stay.end, row.checkOutTime, row.timeZone),
    cardSaved: row.cardSaved,
    claimId: row.claimId,
  };
}

export const claimabilityOf = (stay: ClaimStay, now: Date): Claimability =>
  claimability({ ...stay, claimed: stay.claimId !== null }, now);

export type ClaimRow = typeof damageClaims.$inferSelect;

export async function claimOfBooking(db: Executor, bookingId: string): Promise<ClaimRow | null> {
  const [row] = await db.select().from(damageClaims).where(eq(damageClaims.bookingId, bookingId));
  return row ?? null;
}

export async function claimById(db: Executor, claimId: string): Promise<ClaimRow | null> {
  const id = parseUuid(claimId);
  if (!id) return null;
  const [row] = await db.select().from(damageClaims).where(eq(damageClaims.id, id));
  return row ?? null;
}

const money = (cents: number, currency: string, locale: Locale = "en") =>
  formatMoney(cents, currency.trim(), true, intlLocale(locale));
/** A claim's amount as its recipient's language writes it, for the notices. */
export const amountSaid = (v: Voice, cents: number, currency: string) =>
  v.money(cents, currency.trim(), true);
/** One of the claims' notices (`notice.claims`) in its recipient's language. */
export const claimNotice = (v: Voice, key: string, values?: Record<string, string | number>) =>
  v.notice(`claims.${key}`, values);

/** The claim's state in words, for the side reading it, in the reader's language. */
export const claimStateSaid = (
  claim: Pick<ClaimRow, "status" | "outcome">,
  side: "guest" | "owner" | "operator",
  locale: Locale = "en",
) => translatorFor(locale, "claims")("state", { state: claimStateKey(claim, side) });
const tripLink = (bookingId: string) => `/user/bookings/${bookingId}/claim`;
const reservationLink = (bookingId: string) => `/host/reservations/${bookingId}/claim`;

/** Both sides' notices of a claim's step, in the step's transaction. */
export async function tellBoth(
  tx: Executor,
  stay: Pick<ClaimStay, "bookingId" | "guestId" | "ownerUserId">,
  words: { guest?: { title: Words; body: Words }; owner?: { title: Words; body: Words } },
) {
  if (words.guest)
    await createNotification(tx, {
      userId: stay.guestId,
      type: "damage_claim",
      ...words.guest,
      link: tripLink(stay.bookingId),
    });
  if (words.owner && stay.ownerUserId)
    await createNotification(tx, {
      userId: stay.ownerUserId,
      type: "damage_claim",
      ...words.owner,
      link: reservationLink(stay.bookingId),
    });
}

/**
 * The owner files a claim (within 14 days after check-out, at most the deposit): the claim and the
 * traveller's notice (emailed) in one transaction. Someone else's booking → 404.
 */
export async function fileClaim(
  db: Database,
  ownerUserId: string,
  bookingId: string,
  input: { amountCents: number; description: string; photos: string[] },
  now = new Date(),
): Promise<Outcome<{ claimId: string }>> {
  const stay = await claimStayOf(db, bookingId);
  if (!stay || stay.ownerUserId !== ownerUserId) return failure(404, "No such reservation.");
  const may = claimabilityOf(stay, now);
  if (!may.ok) return failure(may.status, may.reason);
  if (input.amountCents > stay.depositCents)
    return failure(400, null, { amount: "A claim can be at most the pet damage deposit." });
  const respondBy = new Date(now.getTime() + ANSWER_WITHIN_MS);
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(damageClaims)
      .values({
        bookingId: stay.bookingId,
        amountCents: input.amountCents,
        currency: stay.currency,
        description: input.description,
        photos: input.photos,
        respondBy,
        createdAt: now,
      })
      .onConflictDoNothing({ target: damageClaims.bookingId })
      .returning({ id: damageClaims.id });
    if (!claim) return failure(409, "A claim was already filed for this stay.");
    await tellBoth(tx, stay, {
      guest: {
        title: (v) =>
          claimNotice(v, "filedTitle", {
            amount: amountSaid(v, input.amountCents, stay.currency),
            title: stay.title,
          }),
        body: (v) =>
          claimNotice(v, "filedBody", {
            amount: amountSaid(v, input.amountCents, stay.currency),
            words: input.description.slice(0, 300),
          }),
      },
    });
    return success({ claimId: claim.id });
  });
}

export type Answer = "accept" | "dispute";

/**
 * The traveller answers an open claim within its 72 hours: accepted (due: charged next, as the
 * caller does at once) or disputed (an operator decides). One update guarded by the state: a
 * second answer, or one after the time ran out, is a 409. Someone else's trip → 404.
 */
export async function answerClaim(
  db: Database,
  guestId: string,
  bookingId: string,
  input: { answer: Answer; note: string },
  now = new Date(),
): Promise<Outcome<{ claimId: string; status: "due" | "disputed" }>> {
  const stay = await claimStayOf(db, bookingId);
  if (!stay || stay.guestId !== guestId || !stay.claimId) return failure(404, "No such claim.");
  const accept = input.answer === "accept";
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .update(damageClaims)
      .set(
        accept
          ? {
              status: "due",
              outcome: "accepted",
              chargeCents: sql`${damageClaims.amountCents}`,
              answeredAt: now,
            }
          : { status: "disputed", guestNote: input.note || null, answeredAt: now },
      )
      .where(
        and(
          eq(damageClaims.id, stay.claimId!),
          eq(damageClaims.status, "open"),
          sql`${damageClaims.respondBy} >= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!claim) return failure(409, "This claim can no longer be answered.");
    const amount = (v: Voice) => amountSaid(v, claim.amountCents, claim.currency);
    const note = input.note.slice(0, 300);
    await tellBoth(tx, stay, {
      owner: accept
        ? {
            title: (v) => claimNotice(v, "acceptedTitle", { amount: amount(v) }),
            body: (v) => claimNotice(v, "acceptedBody"),
          }
        : {
            title: (v) => claimNotice(v, "disputedTitle", { amount: amount(v) }),
            body: (v) => claimNotice(v, note ? "disputedBodyWords" : "disputedBody", { words: note }),
          },
    });
    return success({ claimId: claim.id, status: accept ? ("due" as const) : ("disputed" as const) });
  });
}

/** Whether a card backs a booking's deposit (the claim form says so when none does). */
export const hasSavedCard = async (db: Executor, bookingId: string) =>
  (await savedCardOf(db, bookingId)) !== null;

/**
 * What the trip page or the owner's reservation shows of a stay's claim, field by field: its state,
 * amount and where to act; for the owner without a claim, whether and until when one may be filed.
 * Null: nothing to show (no deposit, or the traveller's stay without a claim).
 */
export async function claimSummary(
  db: Executor,
  bookingId: string,
  side: "guest" | "owner",
  now = new Date(),
  locale: Locale = "en",
) {
  const tag = intlLocale(locale);
  const stay = await claimStayOf(db, bookingId);
  if (!stay || stay.depositCents <= 0) return null;
  const claim = stay.claimId ? await claimOfBooking(db, bookingId) : null;
  const href = side === "guest" ? tripLink(bookingId) : reservationLink(bookingId);
  if (!claim) {
    // Only a stay the site can charge: paid through it, with the card kept (never in direct mode).
    if (side === "guest" || !stay.cardSaved || !["confirmed", "completed"].includes(stay.status)) return null;
    const may = claimabilityOf(stay, now);
    return {
      href,
      claim: null,
      deposit: money(stay.depositCents, stay.currency, locale),
      fileUntil: may.ok ? formatInstant(may.until, "UTC", tag) : null,
      why: may.ok ? null : localizeMessage(locale, may.reason),
    };
  }
  return {
    href,
    claim: {
      amount: money(claim.amountCents, claim.currency, locale),
      charged: claim.chargeCents ? money(claim.chargeCents, claim.currency, locale) : null,
      state: claimStateSaid(claim, side, locale),
      answerBy: claim.status === "open" ? formatInstant(claim.respondBy, "UTC", tag) : null,
    },
    deposit: money(stay.depositCents, stay.currency, locale),
    fileUntil: null,
    why: null,
  };
}
export type ClaimSummary = NonNullable<Awaited<ReturnType<typeof claimSummary>>>;

/** One claim as either side (or an operator) reads it, field by field, in the reader's language. */
export function claimDetail(
  claim: ClaimRow,
  side: "guest" | "owner" | "operator",
  now = new Date(),
  locale: Locale = "en",
) {
  const tag = intlLocale(locale);
  return {
    id: claim.id,
    bookingId: claim.bookingId,
    status: claim.status,
    state: claimStateSaid(claim, side, locale),
    amount: money(claim.amountCents, claim.currency, locale),
    amountCents: claim.amountCents,
    currency: claim.currency.trim(),
    charged: claim.chargeCents ? money(claim.chargeCents, claim.currency, locale) : null,
    description: claim.description,
    photos: claim.photos.slice(0, 6),
    filedAt: formatInstant(claim.createdAt, "UTC", tag),
    answerBy: claim.status === "open" ? formatInstant(claim.respondBy, "UTC", tag) : null,
    answerable: isAnswerable(claim, now),
    guestNote: claim.guestNote,
    decisionReason: claim.decisionReason,
    failure: claim.status === "failed" ? localizeMessage(locale, claim.failure) : null,
  };
}
export type ClaimDetail = ReturnType<typeof claimDetail>;
