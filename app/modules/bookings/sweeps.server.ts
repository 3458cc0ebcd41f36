import type { Database } from "../../platform/db.server.ts";
import { applyTransition } from "./process.server.ts";
import { payDuePayouts, releaseStaleHolds, type PaymentsContext } from "../payments/money.server.ts";
import { refundAbandonedCharges } from "./checkout.server.ts";
import { sendScheduledMessages } from "./scheduled-sends.server.ts";
import { chargeDueInstalments } from "./instalments.server.ts";
import { sweepClaims } from "../claims/claims-money.server.ts";
import { expireAbandonedCheckouts } from "./stripe-booking.server.ts";

/**
 * Time-driven booking changes, run by the scheduler (app/jobs.server.ts) in every server process:
 * the transitions the site's clock takes (process.ts), each applied to every booking due. Each is
 * an update guarded by the old state, so two processes sweeping at once change a booking once.
 */

/** Requests still unanswered 6 hours before they expire warn the traveller, once. */
export const warnExpiringRequests = (db: Database, now = new Date(), only?: string) =>
  applyTransition(db, "warnGuestBeforeExpiry", { due: true, only }, { now });

/** The owner is warned once when a request they have not answered has 4 hours left. */
export const warnHostsOfExpiringRequests = (db: Database, now = new Date(), only?: string) =>
  applyTransition(db, "warnOwnerBeforeExpiry", { due: true, only }, { now });

/** Requests the owner did not answer within 24 hours expire; their dates are free again. */
export const expireStaleRequests = (db: Database, now = new Date(), only?: string) =>
  applyTransition(db, "expire", { due: true, only }, { now });

/** Checkouts not paid within 15 minutes let their nights go (decision 3510). */
export const abandonUnpaidCheckouts = (db: Database, now = new Date(), only?: string) =>
  applyTransition(db, "abandonCheckout", { due: true, only }, { now });

/** Confirmed stays whose check-out time has passed (the home's own clock) are completed: the guest is invited to review. */
export const completeFinishedStays = (db: Database, now = new Date(), only?: string) =>
  applyTransition(db, "complete", { due: true, only }, { now });

/** One reminder per confirmed stay, a few days before check-in (days as the home counts them). */
export const remindUpcomingStays = (db: Database, now = new Date(), only?: string) =>
  applyTransition(db, "remindBeforeCheckIn", { due: true, only }, { now });

/**
 * Every sweep; with payments through the site (decision 3500), the money the clock moves too: the
 * holds of expired requests let go, the later months of long stays charged to the saved card
 * (decision 3530), and owners paid 24 hours after check-in (after each month starts).
 *
 * `only` (a booking id) narrows every time-driven change to that one booking: the browser tests'
 * clock hook (`POST /__test/clock`) runs the sweeps at a later time for one booking without
 * touching what other tests on the same server are doing. A new time-driven booking job belongs
 * here and honours `only`. (The two state-driven money sweeps need no clock and run whole.)
 */
export async function sweepBookings(
  db: Database,
  now = new Date(),
  payments: PaymentsContext | null = null,
  only?: string,
) {
  return {
    abandoned: await abandonUnpaidCheckouts(db, now, only),
    warned: await warnExpiringRequests(db, now, only),
    hostsWarned: await warnHostsOfExpiringRequests(db, now, only),
    expired: await expireStaleRequests(db, now, only),
    completed: await completeFinishedStays(db, now, only),
    reminded: await remindUpcomingStays(db, now, only),
    // The owners' scheduled messages due for confirmed stays (decision 3954), once per stay.
    scheduledSent: await sendScheduledMessages(db, now, only),
    ...(payments?.stripe && {
      // Stripe's sessions live 30 minutes at least; the nights go after 15: the page goes with them.
      stripeCheckoutsExpired: await expireAbandonedCheckouts(db, await payments.stripe, only),
    }),
    ...(payments && {
      lateChargesRefunded: await refundAbandonedCharges(db, payments),
      holdsReleased: await releaseStaleHolds(db, payments),
      instalmentsCharged: await chargeDueInstalments(db, payments, now, only),
      payoutsPaid: await payDuePayouts(db, payments, now, only),
      // Pet damage claims (decision 3550): unanswered after 72 hours, then charged and paid out.
      claimsCharged: await sweepClaims(db, payments, now, only),
    }),
  };
}
