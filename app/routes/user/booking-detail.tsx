import { paymentsContextFor } from "~/modules/payments/processors.server";
import { bookingMoney } from "~/modules/payments/booking-money.server";
import { BookingMoneyPanel } from "~/modules/payments/components/booking-money";
import { data, Link } from "react-router";
import { BookingHistory } from "~/modules/bookings/components/booking-history";
import { signedInUser } from "~/modules/accounts/guards.server";
import { moneyFacts, similarStaysOf, tripEndingOf, tripView } from "~/modules/bookings/booking-view";
import { TripEndedPanel } from "~/modules/bookings/components/trip-ended-panel";
import {
  cancelBooking,
  guestBooking,
  isCancellable,
  refundIfCancelled,
} from "~/modules/bookings/bookings.server";
import { StaySummary } from "~/modules/bookings/components/stay-summary";
import { TripDetails } from "~/modules/bookings/components/trip-details";
import { intlLocale } from "~/i18n/locales";
import { placePhrasesFor, translatorFor } from "~/i18n/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { cancelSteps } from "~/modules/bookings/cancel-writer.server";
import { historyView } from "~/modules/bookings/trip-history.server";
import { Icon } from "~/ui/icon";
import { CancelPanel } from "~/modules/bookings/components/cancel-panel";
import { ownerContactFor } from "~/modules/bookings/owner-contact.server";
import { textFor } from "~/modules/masking/reader";
import { contactRevealedBetween } from "~/modules/masking/reveal.server";
import { parseWholeNumber } from "~/shared/forms";
import { redirectWithToast } from "~/platform/flash.server";
import { Notice } from "~/ui/form";
import { Panel } from "~/ui/page";
import { pageMeta } from "~/site";
import { todayIn } from "~/shared/dates";
import type { Route } from "./+types/booking-detail";
import { publicPhotoOf, stayPath } from "~/modules/stays/stays";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import { stayOfParty } from "~/modules/reviews/window.server";
import { sideState } from "~/modules/reviews/window";
import { TripReviewPanel } from "~/modules/reviews/components/trip-review-panel";
import { platformOf } from "~/platform/context";
import { claimSummary } from "~/modules/claims/claims.server";
import { ClaimPanel } from "~/modules/claims/components/claim-panel";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("booking", "claims", "payments", "stay", "trips"),
];

const NO_TRIP = "We couldn't find that trip.";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("trips.page");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** Someone else's booking answers 404, exactly like one that does not exist. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const locale = await readerLocale(db, request, user.id);
  const notFound = localizeMessage(locale, NO_TRIP);
  const id = uuidOrNotFound(params.id, notFound);
  const trip = await guestBooking(db, user.id, id);
  if (!trip) throw data(notFound, { status: 404 });
  const now = new Date();
  const cancellable = isCancellable(trip, now);
  const today = todayIn(trip.listing.timeZone, now);
  // The traveller's review of the stay: what they may do now (decision 3600).
  const stay = trip.booking.status === "completed" ? await stayOfParty(db, id, "guest", user.id) : null;
  const review = stay ? sideState(stay.window, stay.guestWritten, now) : null;
  // The owner's words (a decline note, a cancellation's reason) are masked until a stay between
  // the two is accepted.
  const revealed = await contactRevealedBetween(db, user.id, { ownerId: trip.listing.ownerId });
  const money = await bookingMoney(
    db,
    moneyFacts(trip.booking),
    platform.env.PAYMENTS_MODE,
    trip.listing.timeZone,
  );
  const writing = { tag: intlLocale(locale), place: placePhrasesFor(locale), locale };
  // Paid through the site: cancelling speaks of the card and of what it was actually charged.
  const paid =
    money.mode === "direct" ? trip : { ...trip, card: { paidCents: money.paidCents - money.refundedCents } };
  return {
    trip: tripView(trip, now, platform.env.PAYMENTS_MODE, writing),
    // Paid, refunded, still to come (decision 3510); in the direct mode, paid to the owner.
    money,
    owner: await ownerContactFor(db, trip.booking),
    title: trip.listing.title,
    place: `${trip.listing.city}, ${trip.listing.region}`,
    slug: trip.listing.slug,
    photo: trip.photo ? publicPhotoOf(trip.photo) : null,
    history: historyView(trip, revealed, writing),
    // The two-step cancel (`?cancel=confirm` is the step that asks); a cancelled stay's settlement.
    ...cancelSteps(paid, cancellable ? refundIfCancelled(trip, now) : null, { today, now, locale }),
    confirming: new URL(request.url).searchParams.get("cancel") === "confirm",
    review,
    claim: await claimSummary(db, id, "guest", now, locale),
    // A trip that ended without a stay: why, and the same search again.
    ending: tripEndingOf({ ...trip.booking, history: trip.history }),
    endReason: trip.booking.cancellationReason && textFor(trip.booking.cancellationReason, revealed),
    similar: similarStaysOf(trip, today),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const notFound = localizeMessage(locale, NO_TRIP);
  const id = uuidOrNotFound(params.id, notFound);
  const form = await readForm(request);
  const say = translatorFor(locale, "trips.cancel");
  if (form.get("intent") !== "cancel") return data({ error: say("unknown") }, { status: 400 });
  // What the person confirmed: the amount kept that the confirmation step showed them.
  const keptCents = parseWholeNumber(form.get("keptCents")?.toString());
  if (keptCents === null) {
    // Someone else's trip stays a 404, whatever else is wrong with the request.
    if (!(await guestBooking(platform.database.db, user.id, id))) throw data(notFound, { status: 404 });
    return data({ error: say("confirmFirst") }, { status: 400 });
  }
  const result = await cancelBooking(platform.database.db, user.id, id, {
    expectedKeptCents: keptCents,
    payments: await paymentsContextFor(platform.env, platform.database.db),
    locale,
  });
  if (!result.ok) {
    if (result.status === 404) throw data(notFound, { status: 404 });
    return data({ error: localizeMessage(locale, result.formError ?? "") }, { status: result.status });
  }
  return redirectWithToast(platform, `/user/bookings/${id}`, {
    type: "success",
    message: say(result.value.wasRequest ? "withdrawn" : "cancelled", { words: result.value.words }),
  });
}

export default function TripPage({ loaderData, actionData }: Route.ComponentProps) {
  const { trip } = loaderData;
  const t = useT("trips.page");
  return (
    <>
      <div className="mb-6">
        <Link to="/user/bookings" className="text-sm font-semibold text-primary hover:underline">
          <Icon name="arrow-left" className="inline size-4" /> {t("allTrips")}
        </Link>
        <h1 className="mt-2 text-2xl text-ink sm:text-3xl">{loaderData.title}</h1>
        <p className="text-muted">{loaderData.place}</p>
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
        <div className="grid gap-6">
          <div className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-7">
            <TripDetails trip={trip} owner={loaderData.owner} />
          </div>
          <Panel id="payments" title={t("payments")}>
            <BookingMoneyPanel
              money={loaderData.money}
              side="guest"
              receiptPath={`/user/bookings/${trip.id}/receipt`}
              newCardPath={`/user/bookings/${trip.id}/card`}
            />
          </Panel>

          {loaderData.claim && <ClaimPanel summary={loaderData.claim} side="guest" />}
          {trip.status === "completed" && <TripReviewPanel tripId={trip.id} state={loaderData.review} />}

          {loaderData.cancellation && (
            <CancelPanel
              tripId={trip.id}
              view={loaderData.cancellation}
              confirming={loaderData.confirming || Boolean(actionData?.error)}
              error={actionData?.error}
            />
          )}
          {loaderData.ending && (
            <TripEndedPanel
              ending={loaderData.ending}
              reason={loaderData.endReason}
              similarHref={loaderData.similar}
            />
          )}
          {trip.status === "cancelled" && loaderData.settled && (
            <Notice tone="info">{t("cancelled", { words: loaderData.settled })}</Notice>
          )}

          <BookingHistory history={loaderData.history} />
        </div>
        <aside aria-label={t("theStay")}>
          <StaySummary photo={loaderData.photo} title={loaderData.title} place={loaderData.place}>
            <Link
              to={stayPath(loaderData.slug)}
              className="text-sm font-semibold text-primary hover:underline"
            >
              {t("seeListing")}
            </Link>
          </StaySummary>
        </aside>
      </div>
    </>
  );
}
