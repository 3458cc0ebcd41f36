import { data } from "react-router";
import { translatorFor } from "~/i18n/language.server";
import { intlLocale } from "~/i18n/locales";
import { metaLanguage } from "~/i18n/meta";
import { localizeErrors, localizeMessage, messagePatternsFor } from "~/i18n/server-messages.server";
import { BookingSettingsForm } from "~/modules/hosting/listing-editor/components/booking-settings-form";
import { DescriptionForm } from "~/modules/hosting/listing-editor/components/description-form";
import { EditorFrame } from "~/modules/hosting/listing-editor/components/editor-frame";
import { PetsForm } from "~/modules/hosting/listing-editor/components/pets-form";
import { PlaceForm } from "~/modules/hosting/listing-editor/components/place-form";
import { PricingForm } from "~/modules/hosting/listing-editor/components/pricing-form";
import { SpaceForm } from "~/modules/hosting/listing-editor/components/space-form";
import type { StepReply } from "~/modules/hosting/listing-editor/components/step-form";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { saveStep, type StepInput } from "~/modules/hosting/hosting.server";
import { listValues, STEP_SCHEMAS } from "~/modules/hosting/listing-editor/listing-forms";
import { nextStep, stepPath, type FormStepKey } from "~/modules/hosting/listing-editor/listing-steps";
import { countryChoices, timeZoneChoices } from "~/modules/hosting/listing-editor/place-choices";
import { stepValues } from "~/modules/hosting/listing-editor/step-values";
import { exampleDates } from "~/modules/hosting/pricing-rules/pricing-preview.server";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { rulesOf } from "~/modules/stays/pricing-rules";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-step";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("formErrors", "host", "listingEditor", "pets", "search", "stay"),
];

const FORM_STEPS = Object.keys(STEP_SCHEMAS) as FormStepKey[];
const formStep = (value: string | undefined) => FORM_STEPS.find((s) => s === value) ?? null;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const language = metaLanguage(matches);
  const step = language.t("listingEditor.step");
  const frame = language.t("listingEditor.frame");
  return pageMeta(
    loaded
      ? frame("metaTitle", { step: step(loaded.step), title: loaded.listing.title || frame("newListing") })
      : frame("yourListing"),
    frame("metaDescription"),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const step = formStep(params.step);
  if (!step) throw data("There is no such step.", { status: 404 });
  const { user, row } = await requireOwnListing(context, params.id);
  const locale = await readerLocale(platformOf(context).database.db, request, user.id);
  return {
    step,
    listing: editorSummary(row, locale),
    // The browser checks fields with the same schemas: their messages in the page's language.
    messagePatterns: messagePatternsFor(locale),
    values: stepValues(row, step),
    // The Place step's countries and time zones named and sorted in the reader's language.
    countries: step === "place" ? countryChoices(intlLocale(locale)) : [],
    timeZones: step === "place" ? timeZoneChoices(intlLocale(locale)) : [],
    mapTiles: tileSourceOf(platformOf(context).env),
    rules: step === "pricing" ? rulesOf(row.listing.pricingRules) : undefined,
    // Step 6's examples: real dates, so weekend, seasonal and calendar prices show.
    example:
      step === "pricing" ? await exampleDates(platformOf(context).database.db, row.listing) : undefined,
    terms: {
      nightlyRateCents: row.listing.nightlyRateCents,
      weeklyDiscountPct: row.listing.weeklyDiscountPct,
      monthlyRateCents: row.listing.monthlyRateCents,
      cleaningFeeCents: row.listing.cleaningFeeCents,
      lodgingTaxBps: row.listing.lodgingTaxBps,
      taxExemptAfterNights: row.listing.taxExemptAfterNights,
      petFeeCents: row.pet.petFeeCents,
      petFeeBasis: row.pet.petFeeBasis,
      petDepositCents: row.pet.petDepositCents,
      currency: row.listing.currency,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const step = formStep(params.step);
  if (!step) throw data("There is no such step.", { status: 404 });
  const { user, row } = await requireOwnListing(context, params.id);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const form = parseFields(STEP_SCHEMAS[step], listValues(await readForm(request)));
  if (!form.ok)
    return data<StepReply>(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const saved = await saveStep(platform.database.db, user.id, row.listing.id, {
    step,
    input: form.data,
  } as StepInput);
  if (!saved.ok && saved.status === 404) throw data(saved.formError, { status: 404 });
  if (!saved.ok)
    return data<StepReply>(
      {
        fieldErrors: localizeErrors(locale, saved.fieldErrors),
        values: form.values,
        formError: localizeMessage(locale, saved.formError),
        problems: ("problems" in saved ? saved.problems : []).map((p) => ({
          ...p,
          message: localizeMessage(locale, p.message),
        })),
      },
      { status: saved.status },
    );
  return redirectWithToast(platform, stepPath(row.listing.id, nextStep(step)), {
    type: "success",
    message: translatorFor(locale, "listingEditor.frame")("saved", {
      step: translatorFor(locale, "listingEditor.step")(step),
    }),
  });
}

export default function ListingStep({ loaderData, actionData }: Route.ComponentProps) {
  const { step, listing, values, terms } = loaderData;
  const reply = actionData as StepReply | undefined;
  return (
    <EditorFrame listing={listing} step={step}>
      {step === "place" && (
        <PlaceForm
          values={values}
          reply={reply}
          countries={loaderData.countries}
          timeZones={loaderData.timeZones}
          tiles={loaderData.mapTiles}
        />
      )}
      {step === "space" && <SpaceForm values={values} reply={reply} />}
      {step === "pets" && <PetsForm values={values} reply={reply} terms={terms} />}
      {step === "description" && <DescriptionForm values={values} reply={reply} />}
      {step === "pricing" && (
        <PricingForm
          values={values}
          reply={reply}
          pet={terms}
          rulesPath={`/host/listings/${listing.id}/pricing-rules`}
          rules={loaderData.rules}
          example={loaderData.example}
        />
      )}
      {step === "booking" && <BookingSettingsForm values={values} reply={reply} />}
    </EditorFrame>
  );
}
