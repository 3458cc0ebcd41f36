import { PetFields, TextArea } from "~/modules/reviews/components/guest-review-fields";
import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { StarsField } from "~/modules/reviews/components/stars-field";
import { GUEST_REVIEW_MAX, guestReviewSchema, PRIVATE_FEEDBACK_MAX } from "~/modules/reviews/reviews";
import { reviewedPets, reviewsOfStay, stayOfParty, submitGuestReview } from "~/modules/reviews/window.server";
import { NO_STAY, OWN_BOOKING, sideState, waitingNote } from "~/modules/reviews/window";
import { speciesLabel } from "~/modules/pets/species";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { formatDate } from "~/shared/format";
import { parseFields } from "~/shared/forms";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Notice, SubmitButton } from "~/ui/form";
import { Panel } from "~/ui/page";
import type { Route } from "./+types/guest-review";

export const meta = () => pageMeta("Review your guest", "How the stay went, and how the pets behaved.");

/** Only the owner of the stay's home reviews its guest (anyone else: 404), inside the window, once. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, NO_STAY);
  const db = platformOf(context).database.db;
  const stay = await stayOfParty(db, id, "owner", user.id);
  if (!stay) throw data(NO_STAY, { status: 404 });
  const own = stay.guestId === user.id;
  const { guestReview } = await reviewsOfStay(db, id);
  return data(
    {
      id,
      title: stay.title,
      guestName: stay.guestName,
      own,
      state: sideState(stay.window, stay.ownerWritten, new Date()),
      waiting: stay.window && !stay.window.publishedAt ? waitingNote(stay.window, "owner") : null,
      closes: stay.window ? formatDate(stay.window.closesAt.toISOString().slice(0, 10)) : null,
      pets: reviewedPets(stay).map((pet) => ({
        name: pet.name?.trim() || speciesLabel(pet.species),
        declared: [speciesLabel(pet.species), pet.breed, pet.weightLb ? `${pet.weightLb} lb` : null]
          .filter(Boolean)
          .join(" · "),
      })),
      // The owner's own words, as written (published or not).
      written: guestReview && {
        rating: guestReview.rating,
        body: guestReview.body,
        published: guestReview.publishedAt !== null,
      },
    },
    { status: own ? 403 : 200 },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const id = uuidOrNotFound(params.id, NO_STAY);
  const db = platform.database.db;
  const stay = await stayOfParty(db, id, "owner", user.id);
  if (!stay) throw data(NO_STAY, { status: 404 });
  const form = parseFields(guestReviewSchema(reviewedPets(stay).length), await readForm(request));
  if (!form.ok)
    return data({ fieldErrors: form.fieldErrors, values: form.values, formError: null }, { status: 400 });
  const result = await submitGuestReview(db, { ownerId: user.id, bookingId: id, review: form.data });
  if (!result.ok) {
    if (result.status === 404) throw data(NO_STAY, { status: 404 });
    return data(
      { fieldErrors: {}, values: form.values, formError: result.formError },
      { status: result.status },
    );
  }
  return redirectWithToast(platform, `/host/reservations/${id}`, {
    type: "success",
    message: result.value.published
      ? "Thank you! Your review and your guest's are published."
      : "Thank you! Your review is published together with your guest's, or when the time to review ends.",
  });
}

export default function GuestReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const { state } = loaderData;
  return (
    <>
      <div className="mb-6">
        <Link
          to={`/host/reservations/${loaderData.id}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          ← The reservation
        </Link>
        <h1 className="mt-2 text-2xl text-ink sm:text-3xl">Review {loaderData.guestName}</h1>
        <p className="text-muted">{loaderData.title}</p>
      </div>
      <Panel id="guest-review" title="How was the stay with your guest and their pets?">
        {loaderData.own ? (
          <Notice tone="info">{OWN_BOOKING}</Notice>
        ) : state === "not-over" ? (
          <Notice tone="info">You can review your guest once the stay is over.</Notice>
        ) : state === "closed" ? (
          <Notice tone="info">The time to review this stay ended on {loaderData.closes}.</Notice>
        ) : state === "written" ? (
          <Notice tone="success">
            You reviewed this guest.{" "}
            {loaderData.written?.published ? "Your review is published." : loaderData.waiting}
          </Notice>
        ) : (
          <Form method="post" noValidate className="grid max-w-2xl gap-6">
            {actionData?.formError && <Notice>{actionData.formError}</Notice>}
            <p className="text-sm text-muted">
              Write it by {loaderData.closes}. {loaderData.waiting}
            </p>
            <StarsField name="rating" legend="Overall" value={values.rating} error={fieldErrors.rating} />
            <StarsField
              name="cleanliness"
              legend="Cleanliness"
              value={values.cleanliness}
              error={fieldErrors.cleanliness}
            />
            <StarsField
              name="houseRules"
              legend="House rules"
              value={values.houseRules}
              error={fieldErrors.houseRules}
            />
            <StarsField
              name="communication"
              legend="Communication"
              value={values.communication}
              error={fieldErrors.communication}
            />
            {loaderData.pets.map((pet, i) => (
              <PetFields key={i} index={i} pet={pet} values={values} fieldErrors={fieldErrors} />
            ))}
            <TextArea
              name="body"
              label="Your review of the guest"
              max={GUEST_REVIEW_MAX}
              rows={5}
              placeholder="How they looked after the home, how they kept in touch…"
              values={values}
              fieldErrors={fieldErrors}
            />
            <TextArea
              name="privateFeedback"
              label="Private feedback to the guest (optional, never published)"
              max={PRIVATE_FEEDBACK_MAX}
              rows={3}
              values={values}
              fieldErrors={fieldErrors}
            />
            <div className="sm:w-56">
              <SubmitButton>Send review</SubmitButton>
            </div>
          </Form>
        )}
      </Panel>
    </>
  );
}
