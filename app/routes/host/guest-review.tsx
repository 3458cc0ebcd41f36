import { PetFields, TextArea } from "~/modules/reviews/components/guest-review-fields";
import { data, Form, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { StarsField } from "~/modules/reviews/components/stars-field";
import { GUEST_REVIEW_MAX, guestReviewSchema, PRIVATE_FEEDBACK_MAX } from "~/modules/reviews/reviews";
import { reviewedPets, reviewsOfStay, stayOfParty, submitGuestReview } from "~/modules/reviews/window.server";
import { sideState } from "~/modules/reviews/window";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { readForm, uuidOrNotFound } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { Notice, SubmitButton } from "~/ui/form";
import { Panel } from "~/ui/page";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import type { Database } from "~/platform/db.server";
import type { Route } from "./+types/guest-review";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("guestReview", "host", "reviews")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("guestReview");
  return pageMeta(t("metaTitle"), t("metaDescription"));
}

/** The stay's 404, in the reader's language. */
const noStayIn = async (db: Database, request: Request, userId: string) =>
  translatorFor(await readerLocale(db, request, userId), "guestReview")("noStay");

/** Only the owner of the stay's home reviews its guest (anyone else: 404), inside the window, once. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const db = platformOf(context).database.db;
  const noStay = await noStayIn(db, request, user.id);
  const id = uuidOrNotFound(params.id, noStay);
  const stay = await stayOfParty(db, id, "owner", user.id);
  if (!stay) throw data(noStay, { status: 404 });
  const own = stay.guestId === user.id;
  const { guestReview } = await reviewsOfStay(db, id);
  return data(
    {
      id,
      title: stay.title,
      guestName: stay.guestName,
      own,
      state: sideState(stay.window, stay.ownerWritten, new Date()),
      // Reviews not yet published wait for the guest's, or for the window's last day.
      waiting: stay.window !== null && !stay.window.publishedAt,
      closes: stay.window ? stay.window.closesAt.toISOString().slice(0, 10) : null,
      pets: reviewedPets(stay).map((pet) => ({
        name: pet.name?.trim() || null,
        species: pet.species,
        breed: pet.breed || null,
        weightLb: pet.weightLb || null,
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
  const db = platform.database.db;
  const locale = await readerLocale(db, request, user.id);
  const say = translatorFor(locale, "guestReview");
  const id = uuidOrNotFound(params.id, say("noStay"));
  const stay = await stayOfParty(db, id, "owner", user.id);
  if (!stay) throw data(say("noStay"), { status: 404 });
  const form = parseFields(guestReviewSchema(reviewedPets(stay).length), await readForm(request));
  if (!form.ok)
    return data(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const result = await submitGuestReview(db, { ownerId: user.id, bookingId: id, review: form.data });
  if (!result.ok) {
    if (result.status === 404) throw data(say("noStay"), { status: 404 });
    // The window's refusals (not over, closed, already written) in the reader's words (decision 3850).
    return data(
      { fieldErrors: {}, values: form.values, formError: localizeMessage(locale, result.formError) },
      { status: result.status },
    );
  }
  return redirectWithToast(platform, `/host/reservations/${id}`, {
    type: "success",
    message: say(result.value.published ? "thanksPublished" : "thanksWaiting"),
  });
}

export default function GuestReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const fieldErrors: Record<string, string> = actionData?.fieldErrors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const { state } = loaderData;
  const t = useT("guestReview");
  const { date, weight } = useFormat();
  const closes = loaderData.closes ? date(loaderData.closes) : "";
  const waiting = loaderData.waiting ? t("waiting", { date: closes }) : "";
  const pets = loaderData.pets.map((pet) => {
    const species = t("species", { species: pet.species });
    return {
      name: pet.name ?? species,
      declared: [species, pet.breed, pet.weightLb ? weight(pet.weightLb, "lb") : null]
        .filter(Boolean)
        .join(" · "),
    };
  });
  return (
    <>
      <div className="mb-6">
        <Link
          to={`/host/reservations/${loaderData.id}`}
          className="text-sm font-semibold text-primary hover:underline"
        >
          {t("back")}
        </Link>
        <h1 className="mt-2 text-2xl text-ink sm:text-3xl">{t("heading", { name: loaderData.guestName })}</h1>
        <p className="text-muted">{loaderData.title}</p>
      </div>
      <Panel id="guest-review" title={t("panelTitle")}>
        {loaderData.own ? (
          <Notice tone="info">{t("ownBooking")}</Notice>
        ) : state === "not-over" ? (
          <Notice tone="info">{t("notOver")}</Notice>
        ) : state === "closed" ? (
          <Notice tone="info">{t("closed", { date: closes })}</Notice>
        ) : state === "written" ? (
          <Notice tone="success">
            {t("written")} {loaderData.written?.published ? t("published") : waiting}
          </Notice>
        ) : (
          <Form method="post" noValidate className="grid max-w-2xl gap-6">
            {actionData?.formError && <Notice>{actionData.formError}</Notice>}
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
              name="cleanliness"
              legend={t("cleanliness")}
              value={values.cleanliness}
              error={fieldErrors.cleanliness}
            />
            <StarsField
              name="houseRules"
              legend={t("houseRules")}
              value={values.houseRules}
              error={fieldErrors.houseRules}
            />
            <StarsField
              name="communication"
              legend={t("communication")}
              value={values.communication}
              error={fieldErrors.communication}
            />
            {pets.map((pet, i) => (
              <PetFields key={i} index={i} pet={pet} values={values} fieldErrors={fieldErrors} />
            ))}
            <TextArea
              name="body"
              label={t("body")}
              max={GUEST_REVIEW_MAX}
              rows={5}
              placeholder={t("bodyExample")}
              values={values}
              fieldErrors={fieldErrors}
            />
            <TextArea
              name="privateFeedback"
              label={t("privateFeedback")}
              max={PRIVATE_FEEDBACK_MAX}
              rows={3}
              values={values}
              fieldErrors={fieldErrors}
            />
            <div className="sm:w-56">
              <SubmitButton>{t("send")}</SubmitButton>
            </div>
          </Form>
        )}
      </Panel>
    </>
  );
}
