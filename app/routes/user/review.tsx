import { Icon } from "~/ui/icon";
import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { guestBooking, hasReview } from "~/modules/bookings/bookings.server";
import { OWN_HOME_REVIEW, REVIEW_MAX, reviewSchema } from "~/modules/reviews/reviews";
import { hostsListing, submitReview } from "~/modules/reviews/reviews.server";
import { redirectWithToast } from "~/platform/flash.server";
import { FieldError, inputClass, Notice, SubmitButton } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { formatDate } from "~/shared/format";
import { pageMeta } from "~/site";
import type { Route } from "./+types/review";
import { stayPath } from "~/modules/stays/stays";
import { parseFields } from "~/shared/forms";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import { platformOf } from "~/platform/context";

export const meta = () => pageMeta("Review your stay", "Tell other pet owners about your stay.");

/** Only the stay's guest may review it (anyone else: 404), once it is over, once. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, "We couldn't find that stay.");
  const db = platform.database.db;
  const trip = await guestBooking(db, user.id, id);
  if (!trip) throw data("We couldn't find that stay.", { status: 404 });
  const own = await hostsListing(db, user.id, trip.listing.id);
  return data(
    {
      id: trip.booking.id,
      title: trip.listing.title,
      slug: trip.listing.slug,
      dates: `${formatDate(trip.stay.start)} → ${formatDate(trip.stay.end)}`,
      completed: trip.booking.status === "completed",
      reviewed: await hasReview(db, trip.booking.id),
      own,
    },
    { status: own ? 403 : 200 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, "We couldn't find that stay.");
  const form = parseFields(reviewSchema, await readForm(request));
  if (!form.ok) return data({ errors: form.errors, values: form.values, formError: null }, { status: 400 });
  const result = await submitReview(platform.database.db, {
    guestId: user.id,
    bookingId: id,
    ...form.data,
  });
  if (!result.ok) {
    if (result.status === 404) throw data("We couldn't find that stay.", { status: 404 });
    return data({ errors: {}, values: form.values, formError: result.formError }, { status: result.status });
  }
  return redirectWithToast(platform, `/user/bookings/${id}`, {
    type: "success",
    message: "Thank you! Your review is published.",
  });
}

function Stars({
  name,
  legend,
  value,
  error,
}: {
  name: string;
  legend: string;
  value?: string;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-1 rounded-full border border-line px-3 py-1.5 text-sm text-ink has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--focus)]"
          >
            <input
              type="radio"
              name={name}
              value={n}
              defaultChecked={value === String(n)}
              className="sr-only"
            />
            <Icon name="star" className="size-4 text-accent" />
            {n}
            <span className="sr-only">{n === 1 ? "star" : "stars"}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} error={error} />
    </fieldset>
  );
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  return (
    <>
      <UserPageHeading title="Review your stay" lead={`${loaderData.title} · ${loaderData.dates}`} />
      <Panel id="review" title="How was it for you and your pets?">
        {loaderData.own ? (
          <Notice tone="info">{OWN_HOME_REVIEW}</Notice>
        ) : !loaderData.completed ? (
          <Notice tone="info">You can review this stay once it is over.</Notice>
        ) : loaderData.reviewed ? (
          <Notice tone="success">
            You reviewed this stay. <Link to={stayPath(loaderData.slug)}>See it on the listing</Link>.
          </Notice>
        ) : (
          <Form method="post" noValidate className="grid max-w-xl gap-5">
            {actionData?.formError && <Notice>{actionData.formError}</Notice>}
            <Stars name="rating" legend="Overall" value={values.rating} error={errors.rating} />
            <Stars
              name="petRating"
              legend="Pet-friendliness"
              value={values.petRating}
              error={errors.petRating}
            />
            <div>
              <label htmlFor="body" className="text-sm font-semibold text-ink">
                Your review
              </label>
              <textarea
                id="body"
                name="body"
                rows={6}
                maxLength={REVIEW_MAX}
                defaultValue={values.body}
                placeholder="The yard, the walks nearby, how the owner welcomed your pets…"
                aria-invalid={errors.body ? true : undefined}
                aria-describedby={errors.body ? "body-error" : undefined}
                className={`mt-1.5 ${inputClass} h-auto border-line py-2.5`}
              />
              <FieldError id="body-error" error={errors.body} />
            </div>
            <div className="sm:w-56">
              <SubmitButton>Publish review</SubmitButton>
            </div>
          </Form>
        )}
      </Panel>
    </>
  );
}
