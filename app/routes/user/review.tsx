import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestBooking } from "~/modules/bookings/bookings.server";
import { REVIEW_MAX, reviewSchema } from "~/modules/reviews/reviews";
import { hostsListing, submitReview } from "~/modules/reviews/reviews.server";
import { redirectWithToast } from "~/platform/flash.server";
import { FieldError, inputClass, Notice, SubmitButton } from "~/ui/form";
import { StarsField } from "~/modules/reviews/components/stars-field";
import { reviewsOfStay, stayOfParty } from "~/modules/reviews/window.server";
import { replyToReview, reviewOfBookingToAnswer } from "~/modules/reviews/moderation.server";
import { replySchema } from "~/modules/reviews/moderation";
import { ReviewOfYouPanel } from "~/modules/reviews/components/review-of-you-panel";
import { OWN_BOOKING, sideState } from "~/modules/reviews/window";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/review";
import { stayPath } from "~/modules/stays/stays";
import { parseIntent } from "~/shared/forms";
import { intentReply, readForm, uuidOrNotFound } from "~/shared/http.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import type { Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
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
  const aboutYou =
    toAnswer && guestReview
      ? {
          reply: toAnswer.reply,
          mayReply: toAnswer.mayReply,
          rating: guestReview.rating,
          body: guestReview.body,
          privateFeedback: guestReview.privateFeedback,
          pets: guestReview.pets.map((p) => ({
            name: p.petName,
            asDeclared: p.asDeclared,
            behaviour: p.behaviour,
            note: p.note,
          })),
        }
      : null;
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
  if (!form.ok) return intentReply(form.intent, 400, localized(locale, form));
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
      return intentReply(form.intent, replied.status, localized(locale, { ...replied, values: form.values }));
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
    return intentReply(form.intent, result.status, localized(locale, { ...result, values: form.values }));
  }
  return redirectWithToast(platform, `/user/bookings/${id}`, {
    type: "success",
    message: result.value.published ? t("thanksPublished") : t("thanksWaiting"),
  });
}

/** A refusal's messages in the reader's language (decision 3850). */
function localized<R extends { fieldErrors?: Record<string, string>; formError?: string | null }>(
  locale: Locale,
  reply: R,
): R {
  return {
    ...reply,
    fieldErrors: localizeErrors(locale, reply.fieldErrors ?? {}),
    formError: localizeMessage(locale, reply.formError),
  };
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  // The review form's reply, or a post no form of this page sent (its message shows here too).
  const mine = actionData && actionData.intent !== "reply" ? actionData : null;
  const fieldErrors: Record<string, string> = mine?.fieldErrors ?? {};
  const values: Record<string, string> = mine?.values ?? {};
  const t = useT("reviews.page");
  const format = useFormat();
  const closes = loaderData.closes ? format.date(loaderData.closes) : "";
  const waiting = loaderData.waiting ? t("waiting", { date: closes }) : null;
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
      <Panel id="review" title={t("heading")}>
        {loaderData.own ? (
          <Notice tone="info">{loaderData.own}</Notice>
        ) : loaderData.state === "not-over" ? (
          <Notice tone="info">{t("notOver")}</Notice>
        ) : loaderData.state === "closed" ? (
          <Notice tone="info">{t("closed", { date: closes })}</Notice>
        ) : loaderData.state === "written" ? (
          <Notice tone="success">
            {t("written")} {waiting ?? <Link to={stayPath(loaderData.slug)}>{t("seeIt")}</Link>}
          </Notice>
        ) : (
          <Form method="post" noValidate className="grid max-w-xl gap-5">
            {mine?.formError && <Notice>{mine.formError}</Notice>}
            <p className="text-sm text-muted">
              {t("writeBy", { date: closes })} {waiting}
            </p>
            <StarsField
              name="rating"
              legend={t("overall")}
              value={values.rating}
              error={fieldErrors.rating}
            />
            <StarsField
              name="petRating"
              legend={t("petFriendliness")}
              value={values.petRating}
              error={fieldErrors.petRating}
            />
            <div>
              <label htmlFor="body" className="text-sm font-semibold text-ink">
                {t("yourReview")}
              </label>
              <textarea
                id="body"
                name="body"
                rows={6}
                maxLength={REVIEW_MAX}
                defaultValue={values.body}
                placeholder={t("placeholder")}
                aria-invalid={fieldErrors.body ? true : undefined}
                aria-describedby={fieldErrors.body ? "body-error" : undefined}
                className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
              />
              <FieldError id="body-error" error={fieldErrors.body} />
            </div>
            <div className="sm:w-56">
              <SubmitButton intent="review">{t("publish")}</SubmitButton>
            </div>
          </Form>
        )}
      </Panel>
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
