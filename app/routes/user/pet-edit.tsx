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

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.pet ? `Edit ${loaderData.pet.name}` : "Add a pet", "One of your saved pets.");

/** /user/pets/new (no id) or /user/pets/:id (one's own pet; anyone else's is a 404). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const today = todayIn("UTC");
  if (!params.id) return { pet: null, values: {} };
  const pet = await getPet(platform.database.db, user.id, params.id);
  if (!pet) throw data("This pet is not among yours.", { status: 404 });
  return { pet, values: petFormValues(pet, today) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const { database, storage } = platform;
  // A picture (multipart): only of one's own saved pet.
  const type = request.headers.get("content-type") ?? "";
  if (params.id && type.toLowerCase().startsWith("multipart/")) {
    const pet = await getPet(database.db, user.id, params.id);
    if (!pet) throw data("This pet is not among yours.", { status: 404 });
    const done = await petPhotoRequest(database.db, storage, user.id, pet.id, request);
    if (!done.ok) return data({ photoError: done.formError }, { status: done.status });
    return redirectWithToast(platform, `/user/pets/${pet.id}`, {
      type: "success",
      message:
        done.value === "removed"
          ? `${pet.name}'s picture is removed.`
          : `${pet.name}'s new picture is saved.`,
    });
  }
  const fields = textFields(await readForm(request));
  const result = await savePet(database.db, user.id, params.id ?? null, fields, todayIn("UTC"));
  if (!result.ok)
    return data(
      { fieldErrors: result.fieldErrors, values: fields, formError: result.formError },
      { status: result.status },
    );
  const saved = result.value;
  // A new pet goes on to its page, where a picture may be added; an edit goes back to the list.
  return redirectWithToast(platform, params.id ? "/user/pets" : `/user/pets/${saved.id}`, {
    type: "success",
    message: `${saved.name} is saved.`,
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
  return (
    <>
      <Link
        to="/user/pets"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
      >
        <Icon name="arrow-left" className="size-4" /> Your pets
      </Link>
      <UserPageHeading
        title={pet ? `Edit ${pet.name}` : "Add a pet"}
        lead="Owners see these details when you book. Weights are shown in the unit you choose."
      />
      <div className="grid gap-6">
        {pet && (
          <Panel id="photo" title="Picture">
            <PetPhotoForm pet={pet} error={reply?.photoError ?? undefined} />
          </Panel>
        )}
        <Panel id="details" title="Details">
          <PetForm
            values={values}
            fieldErrors={reply?.fieldErrors ?? {}}
            formError={reply?.formError}
            submitLabel={pet ? "Save changes" : "Save the pet"}
          />
        </Panel>
      </div>
    </>
  );
}
