import { localizeErrors, localizeMessage } from "~/i18n/server-messages.server";
import { Icon } from "~/ui/icon";
import { data, Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { PetPhotoForm } from "~/modules/pets/components/pet-card";
import { PetForm } from "~/modules/pets/components/pet-form";
import { petFormValues } from "~/modules/pets/pets";
import { getPet, savePet } from "~/modules/pets/pets.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { todayIn } from "~/shared/dates";
import { textFields } from "~/shared/forms";
import { readForm } from "~/shared/http.server";
import { petPhotoRequest } from "~/modules/pets/pet-photo.server";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/pet-edit";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { translatorFor } from "~/i18n/language.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("myPets")];

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("myPets");
  const name = loaderData?.pet?.name;
  return pageMeta(name ? t("editTitle", { name }) : t("add"), t("editDescription"));
}

/** /user/pets/new (no id) or /user/pets/:id (one's own pet; anyone else's is a 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const today = todayIn("UTC");
  if (!params.id) return { pet: null, values: {} };
  const pet = await getPet(platform.database.db, user.id, params.id);
  if (!pet) throw await notYours(platform.database.db, request, user.id);
  return { pet, values: petFormValues(pet, today) };
}

/** Someone else's pet (or none): a 404 in the reader's language. */
async function notYours(db: Parameters<typeof readerLocale>[0], request: Request, userId: string) {
  return data(translatorFor(await readerLocale(db, request, userId), "myPets")("notYours"), {
    status: 404,
  });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const { database, storage } = platform;
  const locale = await readerLocale(database.db, request, user.id);
  const say = translatorFor(locale, "myPets");
  // A picture (multipart): only of one's own saved pet.
  const type = request.headers.get("content-type") ?? "";
  if (params.id && type.toLowerCase().startsWith("multipart/")) {
    const pet = await getPet(database.db, user.id, params.id);
    if (!pet) throw data(say("notYours"), { status: 404 });
    const done = await petPhotoRequest(database.db, storage, user.id, pet.id, request);
    if (!done.ok)
      return data({ photoError: localizeMessage(locale, done.formError) }, { status: done.status });
    return redirectWithToast(platform, `/user/pets/${pet.id}`, {
      type: "success",
      message: say(done.value === "removed" ? "pictureRemoved" : "pictureSaved", { name: pet.name }),
    });
  }
  const fields = textFields(await readForm(request));
  const result = await savePet(database.db, user.id, params.id ?? null, fields, todayIn("UTC"));
  if (!result.ok)
    return data(
      {
        fieldErrors: localizeErrors(locale, result.fieldErrors),
        values: fields,
        formError: localizeMessage(locale, result.formError),
      },
      { status: result.status },
    );
  const saved = result.value;
  // A new pet goes on to its page, where a picture may be added; an edit goes back to the list.
  return redirectWithToast(platform, params.id ? "/user/pets" : `/user/pets/${saved.id}`, {
    type: "success",
    message: say("petSaved", { name: saved.name }),
  });
}

export default function PetEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pet } = loaderData;
  const reply = actionData as
    | {
        fieldErrors?: Record<string, string>;
        values?: Record<string, string>;
        formError?: string | null;
        photoError?: string | null;
      }
    | undefined;
  const values: Record<string, string> = reply?.values ?? loaderData.values;
  const t = useT("myPets");
  return (
    <>
      <Link
        to="/user/pets"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
      >
        <Icon name="arrow-left" className="size-4" /> {t("title")}
      </Link>
      <UserPageHeading title={pet ? t("editTitle", { name: pet.name }) : t("add")} lead={t("editLead")} />
      <div className="grid gap-6">
        {pet && (
          <Panel id="photo" title={t("picture")}>
            <PetPhotoForm pet={pet} error={reply?.photoError ?? undefined} />
          </Panel>
        )}
        <Panel id="details" title={t("details")}>
          <PetForm
            values={values}
            fieldErrors={reply?.fieldErrors ?? {}}
            formError={reply?.formError}
            submitLabel={pet ? t("saveChanges") : t("savePet")}
          />
        </Panel>
      </div>
    </>
  );
}
