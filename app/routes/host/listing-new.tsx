import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { data, redirect } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { EditorFrame } from "~/modules/hosting/listing-editor/components/editor-frame";
import { PlaceForm } from "~/modules/hosting/listing-editor/components/place-form";
import type { StepReply } from "~/modules/hosting/listing-editor/components/step-form";
import { draftRefusal } from "~/modules/hosting/listing-editor/draft-quota.server";
import { createDraft } from "~/modules/hosting/hosting.server";
import { listValues, placeSchema } from "~/modules/hosting/listing-editor/listing-forms";
import { nextStep, stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { countryChoices, timeZoneChoices } from "~/modules/hosting/listing-editor/place-choices";
import { intlLocale } from "~/i18n/locales";
import { tileSourceOf } from "~/modules/maps/settings.server";
import { platformOf } from "~/platform/context";
import { parseFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-new";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { metaLanguage } from "~/i18n/meta";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("formErrors", "host", "listingEditor", "stay"),
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = metaLanguage(matches);
  return pageMeta(
    language.t("frame")("listYourHome"),
    language.t("listingEditor.frame")("newMetaDescription"),
  );
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  // The countries and time zones named and sorted in the reader's language.
  const tag = intlLocale(await readerLocale(platformOf(context).database.db, request, user.id));
  return {
    countries: countryChoices(tag),
    timeZones: timeZoneChoices(tag),
    mapTiles: tileSourceOf(platformOf(context).env),
  };
}

/** The place step of a listing not made yet: saving it makes the draft, then the wizard goes on. */
export async function action({ request, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const form = parseFields(placeSchema, listValues(await readForm(request)));
  const locale = await readerLocale(platform.database.db, request, user.id);
  if (!form.ok)
    return data<StepReply>(
      { fieldErrors: localizeErrors(locale, form.fieldErrors), values: form.values, formError: null },
      { status: 400 },
    );
  const refused = await draftRefusal(platform.database.db, user.id);
  if (refused)
    return data<StepReply>(
      { fieldErrors: {}, values: form.values, formError: localizeMessage(locale, refused) },
      { status: 429 },
    );
  const id = await createDraft(platform.database.db, user, form.data);
  return redirect(stepPath(id, nextStep("place")));
}

export default function NewListing({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorFrame listing={null} step="place">
      <PlaceForm
        values={{}}
        reply={actionData as StepReply | undefined}
        countries={loaderData.countries}
        timeZones={loaderData.timeZones}
        tiles={loaderData.mapTiles}
      />
    </EditorFrame>
  );
}
