import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { acceptRequest, cancelAsHost, declineRequest } from "~/modules/bookings/owner-answers.server";
import { ReservationPage } from "~/modules/hosting/components/reservation-page";
import { reservationPage } from "~/modules/hosting/reservation-page.server";
import { declineSchema, hostCancelSchema } from "~/modules/hosting/reservations";
import { hostReservation, isHostReservation } from "~/modules/hosting/reservations.server";
import { paymentsContextFor } from "~/modules/payments/processors.server";
import { replySchema } from "~/modules/reviews/moderation";
import { replyToReview, reviewOfBookingToAnswer } from "~/modules/reviews/moderation.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { noFields, parseIntent } from "~/shared/forms";
import { intentReply, readForm, uuidOrNotFound } from "~/shared/http.server";
import type { Outcome } from "~/shared/outcome";
import { pageMeta } from "~/site";
import type { Route } from "./+types/reservation";

const NOT_FOUND = "We couldn't find that reservation among your homes.";

export const meta = () => pageMeta("Reservation", "A booking of one of your homes.");

/** Someone else's booking answers 404, exactly like one that does not exist. */
async function load(context: Route.LoaderArgs["context"], idParam: string | undefined) {
  const user = signedInUser(context);
  const id = uuidOrNotFound(idParam, NOT_FOUND);
  const found = await hostReservation(platformOf(context).database.db, user.id, id);
  if (!found) throw data(NOT_FOUND, { status: 404 });
  return found;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const found = await load(context, params.id);
  return reservationPage(platform.database.db, found, user.id, new Date(), platform.env.PAYMENTS_MODE);
}

/** Each answer is one transition of the booking: it finds the booking among the owner's homes (else 404). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, NOT_FOUND);
  const db = platform.database.db;
  const form = parseIntent(
    await readForm(request),
    { accept: noFields, decline: declineSchema, reply: replySchema, cancel: hostCancelSchema },
    "Choose what to do with this reservation.",
  );
  // Refused before any transition: someone else's reservation stays a 404, whatever else is wrong.
  if (!form.ok) {
    if (!(await isHostReservation(db, user.id, id))) throw data(NOT_FOUND, { status: 404 });
    return intentReply(form.intent, 400, form);
  }

  let outcome: Outcome;
  let done: string;
  if (form.intent === "accept") {
    outcome = await acceptRequest(db, user.id, id, {
      mail: { mailer: platform.mailer, appUrl: platform.env.APP_URL },
      payments: await paymentsContextFor(platform.env, db),
    });
    done = "Accepted: the stay is confirmed and the traveller has been told.";
  } else if (form.intent === "decline") {
    outcome = await declineRequest(
      db,
      user.id,
      id,
      form.data,
      new Date(),
      await paymentsContextFor(platform.env, db),
    );
    done = "Declined: the dates are open again and the traveller has been told.";
  } else if (form.intent === "reply") {
    if (!(await isHostReservation(db, user.id, id))) throw data(NOT_FOUND, { status: 404 });
    const review = await reviewOfBookingToAnswer(db, "stay", id);
    const replied = review
      ? await replyToReview(db, {
          ref: { kind: "stay", id: review.id },
          userId: user.id,
          reply: form.data.reply,
        })
      : null;
    if (!replied || !replied.ok)
      return intentReply(form.intent, replied?.status ?? 404, {
        values: form.values,
        formError: replied?.formError ?? "There is no review of this stay to reply to.",
      });
    return redirectWithToast(platform, `/host/reservations/${id}`, {
      type: "success",
      message: "Your reply is published under the review.",
    });
  } else {
    outcome = await cancelAsHost(
      db,
      user.id,
      id,
      form.data.note,
      new Date(),
      await paymentsContextFor(platform.env, db),
    );
    done = "Cancelled: the traveller has been told.";
  }
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(NOT_FOUND, { status: 404 });
    return intentReply(form.intent, outcome.status, {
      fieldErrors: outcome.fieldErrors,
      formError: outcome.formError,
    });
  }
  return redirectWithToast(platform, `/host/reservations/${id}`, { type: "success", message: done });
}

export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  return <ReservationPage r={loaderData} actionData={actionData} />;
}
