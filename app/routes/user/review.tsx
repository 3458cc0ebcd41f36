import { data } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestBooking } from "~/modules/bookings/bookings.server";
import { reviewSchema } from "~/modules/reviews/reviews";
import { hostsListing, submitReview } from "~/modules/reviews/reviews.server";
import { redirectWithToast } from "~/platform/flash.server";
import { StayReviewPanel } from "~/modules/reviews/components/stay-review-panel";
import { reviewOfYouView } from "~/modules/reviews/review-of-you.server";
import { reviewsOfStay, stayOfParty } from "~/modules/reviews/window.server";
import { replyToReview, reviewOfBookingToAnswer } from "~/modules/reviews/moderation.server";
import { replySchema } from "~/modules/reviews/moderation";
import { ReviewOfYouPanel } from "~/modules/reviews/components/review-of-you-panel";
import { OWN_BOOKING, sideState } from "~/modules/reviews/window";
import { UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/review";
import { parseIntent } from "~/shared/forms";
import { intentReply, readForm, uuidOrNotFound } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { localizeMessage, localizeReply } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("reviews")];

const NO_STAY = "We couldn't find that stay.";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("reviews.page");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** Only the stay's guest may review it (anyone else: 404), once it is over, once. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const db = platform.database.db;
  const locale = await readerLocale(db, request, user.id);
  const notFound = localizeMessage(locale, NO_STAY);
  const id = uuidOrNotFound(params.id, notFound);
  const trip = await guestBooking(db, user.id, id);
  if (!trip) throw data(notFound, { status: 404 });
  const own = await hostsListing(db, user.id, trip.listing.id);
  const stay = (await stayOfParty(db, id, "guest", user.id))!;
  const { guestReview } = await reviewsOfStay(db, id);
  // The owner's review of the traveller: theirs to read once published, with the private feedback.
  const toAnswer = await reviewOfBookingToAnswer(db, "guest", id);
  const aboutYou = reviewOfYouView(toAnswer, guestReview);
  return data(
    {
      id: trip.booking.id,
      title: trip.listing.title,
      slug: trip.listing.slug,
      start: trip.stay.start,
      end: trip.stay.end,
      state: sideState(stay.window, stay.guestWritten, new Date()),
      // Written by the page in the reader's language: the reviews wait for the owner's until this day.
      waiting: Boolean(stay.window && !stay.window.publishedAt),
      closes: stay.window ? stay.window.closesAt.toISOString().slice(0, 10) : null,
      aboutYou,
      own: own ? localizeMessage(locale, OWN_BOOKING) : null,
    },
    { status: own ? 403 : 200 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const notFound = localizeMessage(locale, NO_STAY);
  const id = uuidOrNotFound(params.id, notFound);
  const t = translatorFor(locale, "reviews.page");
  const form = parseIntent(await readForm(request), { review: reviewSchema, reply: replySchema });
  if (!form.ok) return intentReply(form.intent, 400, localizeReply(locale, form));
  if (form.intent === "reply") {
    // The traveller's one reply to the owner's review of them (published, theirs: else 404).
    const review = await reviewOfBookingToAnswer(platform.database.db, "guest", id);
    const replied = review
      ? await replyToReview(platform.database.db, {
          ref: { kind: "guest", id: review.id },
          userId: user.id,
          reply: form.data.reply,
        })
      : null;
    if (!replied || (!replied.ok && replied.status === 404)) throw data(notFound, { status: 404 });
    if (!replied.ok)
      return intentReply(
        form.intent,
        replied.status,
        localizeReply(locale, { ...replied, values: form.values }),
      );
    return redirectWithToast(platform, `/user/bookings/${id}/review`, {
      type: "success",
      message: t("replied"),
    });
  }
  const result = await submitReview(platform.database.db, {
    guestId: user.id,
    bookingId: id,
    ...form.data,
  });
  if (!result.ok) {
    if (result.status === 404) throw data(notFound, { status: 404 });
    return intentReply(form.intent, result.status, localizeReply(locale, { ...result, values: form.values }));
  }
  return redirectWithToast(platform, `/user/bookings/${id}`, {
    type: "success",
    message: result.value.published ? t("thanksPublished") : t("thanksWaiting"),
  });
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("reviews.page");
  const format = useFormat();
  return (
    <>
      <UserPageHeading
        title={t("title")}
        lead={t("lead", {
          title: loaderData.title,
          start: format.date(loaderData.start),
          end: format.date(loaderData.end),
        })}
      />
      {/* The review form's reply, or a post no form of this page sent (its message shows there too). */}
      <StayReviewPanel
        stay={loaderData}
        reply={actionData && actionData.intent !== "reply" ? actionData : null}
      />
      {loaderData.aboutYou && (
        <ReviewOfYouPanel
          review={loaderData.aboutYou}
          reply={
            actionData?.intent === "reply" ? actionData : { fieldErrors: {}, values: {}, formError: null }
          }
        />
      )}
    </>
  );
}
