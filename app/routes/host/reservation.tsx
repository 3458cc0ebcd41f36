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
import { metaLanguage } from "~/i18n/meta";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import type { Locale } from "~/i18n/locales";
import { readerOf } from "~/modules/hosting/reader.server";
import type { Route } from "./+types/reservation";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces(
    "booking",
    "claims",
    "guestReview",
    "host",
    "payments",
    "reviews",
    "scheduledMessages",
    "stay",
    "trips",
  ),
];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("host.reservation");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** "Not among your homes" in the reader's language (someone else's booking reads exactly like none). */
const notFound = (locale: Locale) => translatorFor(locale, "host.reservation")("notFound");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const reader = await readerOf(db, request, user.id);
  // Someone else's booking answers 404, exactly like one that does not exist.
  const id = uuidOrNotFound(params.id, notFound(reader.locale));
  const found = await hostReservation(db, user.id, id);
  if (!found) throw data(notFound(reader.locale), { status: 404 });
  return reservationPage(db, found, user.id, new Date(), platform.env.PAYMENTS_MODE, {
    ...reader,
    settlement: { say: translatorFor(reader.locale, "host.settlement"), tag: reader.tag },
  });
}

/** Each answer is one transition of the booking: it finds the booking among the owner's homes (else 404). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const { locale } = await readerOf(db, request, user.id);
  const NOT_FOUND = notFound(locale);
  const say = translatorFor(locale, "host.reservation");
  const id = uuidOrNotFound(params.id, NOT_FOUND);
  const form = parseIntent(
    await readForm(request),
    { accept: noFields, decline: declineSchema, reply: replySchema, cancel: hostCancelSchema },
    "Choose what to do with this reservation.",
  );
  // Refused before any transition: someone else's reservation stays a 404, whatever else is wrong.
  if (!form.ok) {
    if (!(await isHostReservation(db, user.id, id))) throw data(NOT_FOUND, { status: 404 });
    return intentReply(form.intent, 400, {
      values: form.values,
      fieldErrors: localizeErrors(locale, form.fieldErrors),
      formError: localizeMessage(locale, form.formError),
    });
  }

  let outcome: Outcome;
  let done: string;
  if (form.intent === "accept") {
    outcome = await acceptRequest(db, user.id, id, {
      mail: { mailer: platform.mailer, appUrl: platform.env.APP_URL },
      payments: await paymentsContextFor(platform.env, db),
    });
    done = say("accepted");
  } else if (form.intent === "decline") {
    outcome = await declineRequest(
      db,
      user.id,
      id,
      form.data,
      new Date(),
      await paymentsContextFor(platform.env, db),
    );
    done = say("declined");
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
        formError: localizeMessage(
          locale,
          replied?.formError ?? "There is no review of this stay to reply to.",
        ),
      });
    return redirectWithToast(platform, `/host/reservations/${id}`, {
      type: "success",
      message: say("replied"),
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
    done = say("cancelled");
  }
  if (!outcome.ok) {
    if (outcome.status === 404) throw data(NOT_FOUND, { status: 404 });
    return intentReply(form.intent, outcome.status, {
      fieldErrors: outcome.fieldErrors && localizeErrors(locale, outcome.fieldErrors),
      formError: localizeMessage(locale, outcome.formError),
    });
  }
  return redirectWithToast(platform, `/host/reservations/${id}`, { type: "success", message: done });
}

export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  return <ReservationPage r={loaderData} actionData={actionData} />;
}
