import { and, asc, count, eq, inArray } from "drizzle-orm";
import type Stripe from "stripe";
import { bookingCards, instalments } from "../../../db/schema/instalments.ts";
import { owners, stripeCheckouts, users } from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { monthsOfBooking } from "../payments/booking-money.server.ts";
import type { MonthToPay } from "../payments/booking-money.ts";
import { chargeInstalment } from "../payments/instalment-money.server.ts";
import type { PaymentsContext } from "../payments/money.server.ts";
import type { PaymentSource } from "../payments/processor.ts";
import { startCheckout, type StripeCheckout } from "../payments/stripe-checkout.server.ts";
import { travellerCustomer } from "../payments/stripe-connect.server.ts";
import { guestBooking } from "./bookings.server.ts";
import { instalmentKey } from "./instalments.ts";
import {
  claimMonth,
  DAY_MS,
  dayOf,
  markMonthPaid,
  monthSaid,
  tellOfMonth,
  zonedStart,
} from "./instalments.server.ts";
import { stripeReturnUrls } from "./stripe-booking.ts";

/**
 * A traveller's new card after a refused month (decision 3560): from the trip, the traveller gives
 * another card (the demo's card form, or a Stripe Checkout session in setup mode); it is saved and
 * every refused month of the stay is charged to it at once, each under a new key (the month's next
 * try, `booking:<id>:charge:<part>:<try>`); a month paid leaves "retrying" or "at risk", the card
 * becomes the stay's card for the months to come, and both sides are told. The month is claimed
 * while it is charged (`claimMonth`), so the sweep never charges it at the same time.
 */

const REFUSED: MonthToPay["status"][] = ["retrying", "at_risk"];
export const NOTHING_REFUSED = "No month of this stay is waiting for a new card: it may be paid already.";
export const BUSY = "This month is being charged right now. Look at your trip again in a minute.";

export const newCardPath = (bookingId: string) => `/user/bookings/${bookingId}/card`;

/** What the new-card page shows of the traveller's own stay; null: not theirs (404). */
export async function newCardPage(db: Database, guestId: string, bookingId: string) {
  const trip = await guestBooking(db, guestId, bookingId);
  if (!trip) return null;
  const currency = trip.booking.currency.trim();
  const months =
    trip.booking.status === "confirmed"
      ? (await monthsOfBooking(db, bookingId, trip.listing.timeZone)).filter((m) =>
          REFUSED.includes(m.status),
        )
      : [];
  return {
    bookingId,
    title: trip.listing.title,
    // Dates and money as facts: the page writes them in the reader's language.
    currency,
    months: months.map((month) => ({
      part: month.part,
      amountCents: month.amountCents,
      startsOn: month.startsOn,
      atRisk: month.status === "at_risk",
      nextTryOn: month.nextTryOn,
      failure: month.failure,
    })),
  };
}
export type NewCardPage = NonNullable<Awaited<ReturnType<typeof newCardPage>>>;

/**
 * Saves the traveller's new card and charges every refused month of their confirmed stay to it,
 * oldest first, stopping at a refusal. 404: not their booking; 409: no month refused (paid
 * already: a second submit, the webhook after the return page) or being charged now; 402: the
 * card was refused (the words kept on the month, the try counted; the stay's card unchanged).
 */
export async function payWithNewCard(
  db: Database,
  payments: PaymentsContext,
  input: { guestId: string; bookingId: string; source: PaymentSource; now?: Date },
): Promise<Outcome<{ paid: number }>> {
  const now = input.now ?? new Date();
  const trip = await guestBooking(db, input.guestId, input.bookingId);
  if (!trip) return failure(404, "No such booking.");
  if (trip.booking.status !== "confirmed") return failure(409, NOTHING_REFUSED);
  const refused = await db
    .select()
    .from(instalments)
    .where(and(eq(instalments.bookingId, trip.booking.id), inArray(instalments.status, REFUSED)))
    .orderBy(asc(instalments.part));
  if (refused.length === 0) return failure(409, NOTHING_REFUSED);
  const { listing } = trip;
  const [owner] = await db
    .select({ userId: owners.userId })
    .from(owners)
    .where(eq(owners.id, listing.ownerId));
  let card: string | null = null;
  let paid = 0;
  for (const row of refused) {
    const tries = await claimMonth(db, row.id, REFUSED);
    if (tries === null) return paid > 0 ? success({ paid }) : failure(409, BUSY);
    const tryNumber = tries + 1;
    const release = () =>
      db.update(instalments).set({ chargingUntil: null }).where(eq(instalments.id, row.id));
    // Saved once, with the first month's try in its key: a new card for each new try.
    if (!card) {
      const saved = await payments.processor.saveCard({
        key: `booking:${trip.booking.id}:save-card:${row.part}:${tryNumber}`,
        customer: input.source.customer,
        paymentMethod: input.source.paymentMethod,
      });
      if (!saved.ok) {
        await release();
        return failure(402, saved.message);
      }
      card = saved.ref;
    }
    const month = {
      id: row.id,
      bookingId: trip.booking.id,
      part: row.part,
      amountCents: row.amountCents,
      currency: row.currency.trim(),
      startsOn: row.startsOn,
      guestId: trip.booking.guestId,
      ownerUserId: owner?.userId ?? null,
      title: listing.title,
      checkInTime: listing.checkInTime,
      timeZone: listing.timeZone,
    };
    const monthStart = zonedStart(month);
    const newCard = card;
    const answer = await chargeInstalment(db, payments, {
      bookingId: month.bookingId,
      part: month.part,
      key: instalmentKey(month.bookingId, month.part, tryNumber),
      amount: { cents: month.amountCents, currency: month.currency },
      source: { customer: input.source.customer, paymentMethod: newCard },
      payoutDueAt: new Date(monthStart + DAY_MS),
      at: now,
      onRecorded: async (tx, payout) => {
        if (!(await markMonthPaid(tx, month.id, REFUSED, tryNumber, now))) return;
        // The new card is the stay's card from now on (the months to come, a pet damage claim).
        await tx
          .update(bookingCards)
          .set({
            processor: payments.processor.name,
            customer: input.source.customer,
            paymentMethod: newCard,
          })
          .where(eq(bookingCards.bookingId, month.bookingId));
        // A stay that was at risk is told it no longer is.
        const back = row.status === "at_risk";
        await tellOfMonth(tx, month, {
          guest: [monthSaid("paidTitle", month), monthSaid(back ? "newCardBodyBack" : "newCardBody", month)],
          owner: [
            monthSaid("paidOwnerTitle", month),
            monthSaid(back ? "newCardOwnerBodyBack" : "newCardOwnerBody", month, {
              payoutCents: payout.payoutCents,
              payoutDay: dayOf(monthStart + DAY_MS, month.timeZone),
            }),
          ],
        });
      },
    });
    if (!answer.ok) {
      // The try is counted (its key is spent: Stripe remembers a refusal); the month keeps its state.
      await db
        .update(instalments)
        .set({ tries: tryNumber, failure: answer.message.slice(0, 500), chargingUntil: null })
        .where(and(eq(instalments.id, row.id), eq(instalments.tries, tries)));
      return failure(402, answer.message);
    }
    paid++;
  }
  return success({ paid });
}

/**
 * Stripe mode: the Checkout Session (setup mode) in which the traveller gives a new card, one per
 * try (its key counts the booking's new-card sessions; an open one is given again). It comes back
 * to the booking's return page and the webhook, which apply it with `payNewCardCheckout`.
 */
export async function startNewCardCheckout(
  db: Database,
  stripe: Stripe,
  input: { guestId: string; bookingId: string; appUrl: string; now?: Date },
): Promise<Outcome<{ url: string }>> {
  const page = await newCardPage(db, input.guestId, input.bookingId);
  if (!page) return failure(404, "No such booking.");
  const refused = await db
    .select({ cents: instalments.amountCents, currency: instalments.currency })
    .from(instalments)
    .where(and(eq(instalments.bookingId, input.bookingId), inArray(instalments.status, REFUSED)));
  if (page.months.length === 0 || refused.length === 0) return failure(409, NOTHING_REFUSED);
  const [guest] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.guestId));
  const customerId = await travellerCustomer(db, stripe, { userId: input.guestId, email: guest!.email });
  const [made] = await db
    .select({ n: count() })
    .from(stripeCheckouts)
    .where(and(eq(stripeCheckouts.bookingId, input.bookingId), eq(stripeCheckouts.purpose, "new-card")));
  const base = input.appUrl.replace(/\/+$/, "");
  const session = await startCheckout(db, stripe, {
    bookingId: input.bookingId,
    purpose: "new-card",
    key: `booking:${input.bookingId}:checkout:new-card:${(made?.n ?? 0) + 1}`,
    amount: { cents: refused.reduce((t, m) => t + m.cents, 0), currency: refused[0]!.currency.trim() },
    customerId,
    description: `A new card for ${page.title}`,
    successUrl: stripeReturnUrls(input.appUrl, input.bookingId).successUrl,
    cancelUrl: `${base}${newCardPath(input.bookingId)}`,
    ...(input.now ? { now: input.now } : {}),
  });
  return success({ url: session.url });
}

/** A completed new-card session (the return page or the webhook, either first): the months charged to it. */
export async function payNewCardCheckout(
  db: Database,
  payments: PaymentsContext,
  checkout: StripeCheckout,
  guestId: string,
  now?: Date,
) {
  return payWithNewCard(db, payments, {
    guestId,
    bookingId: checkout.bookingId,
    source: { customer: checkout.customerId, paymentMethod: checkout.sessionId },
    ...(now ? { now } : {}),
  });
}
