import crypto from "node:crypto";
import { data, Link, redirect } from "react-router";
import { getSessionUser, requireUser } from "~/modules/accounts/guards.server";
import { bookingResumePath, typedStay } from "~/modules/bookings/booking-page-view";
import { bookingPage } from "~/modules/bookings/booking-page.server";
import { OWN_HOME_MESSAGE, type DateRange } from "~/modules/bookings/bookings";
import { bookingFormProblems, readBookingForm } from "~/modules/bookings/booking-form.schema";
import { createBooking } from "~/modules/bookings/bookings.server";
import { toStripeCheckout } from "~/modules/bookings/stripe-booking-route.server";
import { bookingPets } from "~/modules/bookings/booking-pets.server";
import { BookingAside } from "~/modules/bookings/components/booking-aside";
import { BookingForm } from "~/modules/bookings/components/booking-form";
import { BookingHeading } from "~/modules/bookings/components/booking-heading";
import { platformOf } from "~/platform/context";
import { readForm, searchParamsOf } from "~/shared/http.server";
import { signInPathFor } from "~/shared/redirects";
import { textFields } from "~/shared/forms";
import { pageMeta } from "~/site";
import { Notice } from "~/ui/form";
import type { Route } from "./+types/booking";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { readerLocale } from "~/modules/profiles/language.server";
import { localizeErrors, messagePatternsFor } from "~/i18n/server-messages.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("booking", "stay", "formErrors", "pets", "search", "datePicker"),
];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("booking.page");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  const params = searchParamsOf(request);
  // Saved pets: those chosen on the stay's page fill the rows; one picked here adds a row.
  const saved = await bookingPets(platform.database.db, user.id, params);
  // The form's GET buttons add or remove a pet row, keeping everything typed.
  const form = readBookingForm(params, {
    addPet: params.has("addPet"),
    removePet: params.get("removePet"),
    savedRows: saved.chosen,
    addRow: saved.added,
  });
  const page = await bookingPage(platform.database.db, form, user.id);
  const locale = await readerLocale(platform.database.db, request, user.id);
  // An owner cannot book their own home: the page says so, with the way to keep nights (403).
  return data(
    {
      ...page,
      // The rules' messages in the reader's language (decision 3850).
      ruleFieldErrors: localizeErrors(locale, page.ruleFieldErrors),
      messagePatterns: messagePatternsFor(locale),
      form: {
        stay: typedStay(form.values, form.request),
        pets: form.petRows,
        message: form.message,
        contactPhone: form.contactPhone || (user.phoneNumber ?? ""),
      },
      savedPets: saved.list,
      // A new key for each showing of the page: every submit of this showing books once.
      idempotencyKey: crypto.randomUUID(),
      // Payments through the site (decision 3510): the next step is the checkout.
      viaCard: platform.env.PAYMENTS_MODE !== "direct",
      demoPayments: platform.env.PAYMENTS_MODE === "demo",
      // Errors shown only after "Update price", not on arrival.
      checked: params.has("update"),
    },
    { status: page.own ? 403 : 200 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { database, env, mailer } = platform;
  const fields = await readForm(request);
  const user = await getSessionUser(platform, request);
  // Signed out while filling the form (session ended, another tab): sign in and find it all again.
  if (!user) throw redirect(signInPathFor(bookingResumePath(textFields(fields))));
  const form = readBookingForm(fields);
  const page = await bookingPage(database.db, form, user.id);
  const locale = await readerLocale(database.db, request, user.id);
  const answer = (
    status: number,
    fieldErrors: Record<string, string>,
    alternatives?: { earlier: DateRange | null; later: DateRange | null },
  ) =>
    data(
      {
        fieldErrors: localizeErrors(locale, fieldErrors),
        alternatives,
        values: form.values,
        stay: typedStay(form.values, form.request),
        pets: form.petRows,
        idempotencyKey: form.idempotencyKey,
        // The price of what was just sent, so the summary matches the form it sits beside.
        quote: page.quote,
      },
      { status },
    );
  if (page.own) return answer(403, { form: OWN_HOME_MESSAGE });
  const fieldErrors = { ...page.ruleFieldErrors, ...bookingFormProblems(form) };
  if (Object.keys(fieldErrors).length > 0) return answer(400, fieldErrors);

  // The service checks the rules again (with the traveller's pending requests), books and emails.
  const result = await createBooking(
    database.db,
    {
      guestId: user.id,
      listingSlug: form.listing,
      request: form.request,
      message: form.message,
      contactPhone: form.contactPhone,
      idempotencyKey: form.idempotencyKey,
      // Payments through the site (decision 3510): the booking waits for its payment at the checkout.
      checkout: env.PAYMENTS_MODE !== "direct",
      // The owner's special offer or pre-approval from the conversation (decision 3953).
      offerId: form.values.offer,
    },
    { mailer, appUrl: env.APP_URL },
  );
  if (!result.ok)
    return answer(
      result.status,
      result.fieldErrors,
      "alternatives" in result ? result.alternatives : undefined,
    );
  if (result.status === "awaiting_payment")
    return env.PAYMENTS_MODE === "stripe"
      ? toStripeCheckout(platform, user.id, result.bookingId)
      : redirect(`/hotels/checkout?booking=${result.bookingId}`);
  return redirect(`/hotels/confirm?booking=${result.bookingId}`);
}

export default function BookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { listing } = loaderData;
  const stay = actionData?.stay ?? loaderData.form.stay;
  const values: Record<string, string> = actionData?.values ?? {};
  return (
    <div className="container-page py-8 sm:py-12">
      <BookingHeading
        instantBook={listing.instantBook}
        viaCard={loaderData.viaCard}
        offer={loaderData.offer}
      />

      {loaderData.own ? (
        <OwnHomeNotice calendarPath={loaderData.own.calendarPath} title={listing.title} />
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <BookingForm
            listing={listing}
            today={loaderData.today}
            picking={{ rules: loaderData.rules, terms: loaderData.terms, occupied: loaderData.occupied }}
            stay={stay}
            pets={actionData?.pets ?? loaderData.form.pets}
            fieldErrors={actionData?.fieldErrors ?? (loaderData.checked ? loaderData.ruleFieldErrors : {})}
            values={values}
            message={values.message ?? loaderData.form.message}
            phone={values.contactPhone ?? loaderData.form.contactPhone}
            idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
            alternatives={actionData?.alternatives}
            savedPets={loaderData.savedPets}
            offerId={loaderData.offer?.id}
            answer={actionData}
            viaCard={loaderData.viaCard}
          />
          <BookingAside
            photo={loaderData.photo}
            title={listing.title}
            place={listing.place}
            checkIn={stay.checkIn}
            checkOut={stay.checkOut}
            quote={actionData ? actionData.quote : loaderData.quote}
            terms={loaderData.terms}
            pending={!listing.instantBook && !loaderData.offer}
            viaCard={loaderData.viaCard}
            demo={loaderData.demoPayments}
          />
        </div>
      )}
    </div>
  );
}

/** On one's own home: no form, and the way to keep nights for oneself. */
function OwnHomeNotice({ calendarPath, title }: { calendarPath: string; title: string }) {
  const t = useT("booking.page");
  return (
    <div className="mt-8 max-w-2xl">
      <Notice tone="info">
        {t("ownHome")}{" "}
        <Link to={calendarPath} className="font-semibold underline underline-offset-4">
          {t("openCalendar", { title })}
        </Link>
      </Notice>
    </div>
  );
}
