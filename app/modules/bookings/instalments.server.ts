import { and, eq, inArray, sql } from "drizzle-orm";
import { instalments, type InstalmentRowStatus } from "../../../db/schema/instalments.ts";
import { queryRows, type Database, type Executor } from "../../platform/db.server.ts";
import { log } from "../../platform/log.server.ts";
import { todayIn, zonedInstant } from "../../shared/dates.ts";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import type { Voice } from "../../i18n/voice.ts";
import { createNotification, type Words } from "../notifications/notifications.server.ts";
import { chargeInstalment } from "../payments/instalment-money.server.ts";
import { saveBookingCard } from "../payments/booking-cards.server.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import {
  INSTALMENT_TRIES,
  instalmentKey,
  instalmentPlan,
  laterInstalments,
  nextTryAt,
} from "./instalments.ts";
import { reservationPath, tripPath } from "./process.ts";
import type { GuestBooking } from "./trip.ts";

/**
 * A long stay paid month by month (decision 3530): at the checkout, the card saved and the later
 * months planned; in the booking sweep, each month charged when due, tried again when refused,
 * and both sides told of a month paid, refused, and of a stay at risk.
 */

/**
 * After a long stay's first month was paid (or authorised, for a request), saves the card for the
 * later months and plans them. Nothing for a stay of less than two months. A card that cannot be
 * saved is logged: the later months then stay unplanned (the pages show them still to come).
 */
export async function planInstalments(
  db: Database,
  payments: PaymentsContext,
  input: { trip: GuestBooking; customer: string; paymentMethod: string },
): Promise<void> {
  const { trip } = input;
  const later = laterInstalments(
    instalmentPlan({
      quote: trip.quote,
      petFeeBasis: trip.pet.petFeeBasis,
      checkIn: trip.stay.start,
      currency: trip.booking.currency,
      checkInTime: trip.listing.checkInTime,
      timeZone: trip.listing.timeZone,
    }),
  );
  if (later.length === 0) return;
  const saved = await saveBookingCard(db, payments, {
    bookingId: trip.booking.id,
    source: { customer: input.customer, paymentMethod: input.paymentMethod },
  });
  if (!saved.ok) {
    log.warn("instalments: the card could not be saved", {
      bookingId: trip.booking.id,
      reason: saved.message,
    });
    return;
  }
  await db
    .insert(instalments)
    .values(
      later.map((month) => ({
        bookingId: trip.booking.id,
        part: month.part,
        amountCents: month.amountCents,
        currency: trip.booking.currency,
        startsOn: month.startsOn,
        nights: month.nights,
        dueAt: month.dueAt,
        nextTryAt: month.dueAt,
      })),
    )
    .onConflictDoNothing({ target: [instalments.bookingId, instalments.part] });
}

/** How long a month being charged stays claimed (the database's clock): a crash's claim lapses. */
const CHARGING_CLAIM = sql`now() + interval '5 minutes'`;

/**
 * Marks a month paid by the charge just recorded (in the charge's transaction), if it is still in
 * one of `from`; says whether it was (a month another charge paid meanwhile is left alone).
 */
export async function markMonthPaid(
  tx: Executor,
  monthId: number,
  from: InstalmentRowStatus[],
  tries: number,
  now: Date,
): Promise<boolean> {
  const [marked] = await tx
    .update(instalments)
    .set({ status: "paid", tries, paidAt: now, nextTryAt: null, failure: null, chargingUntil: null })
    .where(and(eq(instalments.id, monthId), inArray(instalments.status, from)))
    .returning({ id: instalments.id });
  return Boolean(marked);
}

/**
 * Claims one month for a charge (the sweep's try, or the traveller's new card), so the two never
 * charge it at once; `tries`: only if no try was counted since it was read. Answers the tries
 * counted so far, or null when it is not (or no longer) to be charged, or is being charged.
 */
export async function claimMonth(
  db: Executor,
  id: number,
  statuses: InstalmentRowStatus[],
  tries?: number,
): Promise<number | null> {
  const [claimed] = await db
    .update(instalments)
    .set({ chargingUntil: CHARGING_CLAIM })
    .where(
      and(
        eq(instalments.id, id),
        inArray(instalments.status, statuses),
        tries === undefined ? undefined : eq(instalments.tries, tries),
        sql`(${instalments.chargingUntil} is null or ${instalments.chargingUntil} < now())`,
      ),
    )
    .returning({ tries: instalments.tries });
  return claimed ? claimed.tries : null;
}

export interface DueMonth {
  id: number;
  bookingId: string;
  part: number;
  amountCents: number;
  currency: string;
  startsOn: string;
  dueMs: number;
  tries: number;
  customer: string;
  paymentMethod: string;
  guestId: string;
  ownerUserId: string | null;
  title: string;
  checkInTime: string;
  timeZone: string;
}

export const DAY_MS = 86_400_000;

/**
 * A month's notice (`notice.instalments`) in its recipient's language (decision 3855): the month,
 * the stay, its amount in the listing's currency and its first night in the reader's formats; the
 * payout's amount and day when given.
 */
export function monthSaid(
  key: string,
  month: Pick<DueMonth, "part" | "title" | "amountCents" | "currency" | "startsOn">,
  extra: { payoutCents?: number; payoutDay?: string; when?: string; message?: string; tries?: number } = {},
): Words {
  return (v: Voice) =>
    v.notice(`instalments.${key}`, {
      part: month.part,
      title: month.title,
      amount: v.money(month.amountCents, month.currency, true),
      date: v.date(month.startsOn),
      ...(extra.payoutCents !== undefined && { payout: v.money(extra.payoutCents, month.currency, true) }),
      ...(extra.payoutDay && { payoutDate: v.date(extra.payoutDay) }),
      ...(extra.when && { when: v.date(extra.when) }),
      ...(extra.message && { message: localizeMessage(v.locale, extra.message) }),
      ...(extra.tries !== undefined && { tries: extra.tries }),
    });
}

/** The words both sides read, and who reads them. */
export async function tellOfMonth(
  tx: Executor,
  month: Pick<DueMonth, "guestId" | "ownerUserId" | "bookingId">,
  words: { guest: [Words, Words]; owner: [Words, Words] },
) {
  await createNotification(tx, {
    userId: month.guestId,
    type: "booking_confirmed",
    title: words.guest[0],
    body: words.guest[1],
    link: tripPath(month.bookingId),
  });
  if (month.ownerUserId && month.ownerUserId !== month.guestId)
    await createNotification(tx, {
      userId: month.ownerUserId,
      type: "host_booking_received",
      title: words.owner[0],
      body: words.owner[1],
      link: reservationPath(month.bookingId),
    });
}

/**
 * Charges every later month due by `now` of a confirmed stay (the booking sweep; `only` narrows it
 * to one booking): one try each, keyed by booking, month and try. Paid: the ledger row, the owner's
 * payout for the month (24 hours after it starts) and the month marked paid, in one transaction
 * with both sides' notices. Refused: the try counted and the next one set (1 and 3 days after the
 * due time), or the stay marked at risk after the third. Each change is guarded by the tries
 * counted before it, so two sweeps at once count a try once and tell once. Returns how many were paid.
 */
export async function chargeDueInstalments(
  db: Database,
  payments: PaymentsContext,
  now = new Date(),
  only?: string,
): Promise<number> {
  const due = await queryRows<DueMonth>(
    db,
    sql`select i.id, i.booking_id as "bookingId", i.part, i.amount_cents as "amountCents", i.currency,
        i.starts_on::text as "startsOn", (extract(epoch from i.due_at) * 1000)::float8 as "dueMs", i.tries,
        c.customer, c.payment_method as "paymentMethod", b.guest_id as "guestId", o.user_id as "ownerUserId",
        l.title, l.check_in_time::text as "checkInTime", l.time_zone as "timeZone"
      from instalments i
      join bookings b on b.id = i.booking_id
      join listings l on l.id = b.listing_id
      join owners o on o.id = l.owner_id
      join booking_cards c on c.booking_id = i.booking_id
      where i.status in ('scheduled', 'retrying') and i.next_try_at <= ${now.toISOString()}::timestamptz
        and b.status = 'confirmed' and (i.charging_until is null or i.charging_until < now())
        ${only ? sql`and i.booking_id = ${only}` : sql``}
      order by i.next_try_at limit 200`,
  );
  let paid = 0;
  for (const month of due) {
    const currency = month.currency.trim();
    const tryNumber = month.tries + 1;
    const monthStart = zonedStart(month);
    // Another sweep, or the traveller's new card, is charging it now.
    if ((await claimMonth(db, month.id, ["scheduled", "retrying"], month.tries)) === null) continue;
    const answer = await chargeInstalment(db, payments, {
      bookingId: month.bookingId,
      part: month.part,
      key: instalmentKey(month.bookingId, month.part, tryNumber),
      amount: { cents: month.amountCents, currency },
      source: { customer: month.customer, paymentMethod: month.paymentMethod },
      payoutDueAt: new Date(monthStart + DAY_MS),
      at: now,
      onRecorded: async (tx, payout) => {
        if (!(await markMonthPaid(tx, month.id, ["scheduled", "retrying"], tryNumber, now))) return;
        const paidOut = {
          payoutCents: payout.payoutCents,
          payoutDay: dayOf(monthStart + DAY_MS, month.timeZone),
        };
        await tellOfMonth(tx, month, {
          guest: [monthSaid("paidTitle", month), monthSaid("paidBody", month)],
          owner: [monthSaid("paidOwnerTitle", month), monthSaid("paidOwnerBody", month, paidOut)],
        });
      },
    });
    if (answer.ok) {
      paid++;
      continue;
    }
    const next = nextTryAt(new Date(month.dueMs), tryNumber);
    await db.transaction(async (tx) => {
      const [counted] = await tx
        .update(instalments)
        .set({
          status: next ? "retrying" : "at_risk",
          tries: tryNumber,
          nextTryAt: next,
          failure: answer.message.slice(0, 500),
          chargingUntil: null,
        })
        .where(and(eq(instalments.id, month.id), eq(instalments.tries, month.tries)))
        .returning({ id: instalments.id });
      if (!counted) return;
      if (next) {
        const again = { when: dayOf(next.getTime(), month.timeZone), message: answer.message };
        await tellOfMonth(tx, month, {
          guest: [monthSaid("refusedTitle", month), monthSaid("refusedBody", month, again)],
          owner: [monthSaid("refusedOwnerTitle", month), monthSaid("refusedOwnerBody", month, again)],
        });
      } else {
        const tries = { tries: INSTALMENT_TRIES };
        await tellOfMonth(tx, month, {
          guest: [monthSaid("atRiskTitle", month), monthSaid("atRiskBody", month, tries)],
          owner: [monthSaid("atRiskOwnerTitle", month), monthSaid("atRiskOwnerBody", month, tries)],
        });
      }
    });
    log.warn("instalment refused", {
      bookingId: month.bookingId,
      part: month.part,
      try: tryNumber,
      reason: answer.code,
    });
  }
  return paid;
}

/** The instant the month starts: its first night, at the home's check-in time, where the home is. */
export function zonedStart(month: Pick<DueMonth, "startsOn" | "checkInTime" | "timeZone">) {
  return zonedInstant(month.startsOn, month.checkInTime, month.timeZone).getTime();
}

/** The home's date of an instant. */
export const dayOf = (ms: number, timeZone: string) => todayIn(timeZone, new Date(ms));
