import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { PetPhotoForm } from "~/modules/pets/components/pet-card";
import { PetForm } from "~/modules/pets/components/pet-form";
import { petFormValues } from "~/modules/pets/pets";
import { getPet, savePet } from "~/modules/pets/pets.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { todayIn } from "~/shared/dates";
import { textFields } from "~/shared/forms";
import { assertSameOrigin, readForm, searchParamsOf } from "~/shared/http.server";
import { Panel, UserPageHeading } from "~/ui/page";
import { pageMeta } from "~/site";
import type { Route } from "./+types/pet-edit";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.pet ? `Edit ${loaderData.pet.name}` : "Add a pet", "One of your saved pets.");

/** /user/pets/new (no id) or /user/pets/:id (one's own pet; anyone else's is a 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  const today = todayIn("UTC");
  if (!params.id) return { pet: null, values: {}, photoError: null };
  const pet = await getPet(platform.database.db, user.id, params.id);
  if (!pet) throw data("This pet is not among yours.", { status: 404 });
  const photoError = searchParamsOf(request).get("photoError");
  return { pet, values: petFormValues(pet, today), photoError: photoError?.slice(0, 200) ?? null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  assertSameOrigin(request, platform.env.APP_URL);
  const fields = textFields(await readForm(request));
  const result = await savePet(platform.database.db, user.id, params.id ?? null, fields, todayIn("UTC"));
  if (!result.ok)
    return data(
      { errors: result.fieldErrors, values: fields, formError: result.formError },
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
  const values: Record<string, string> = actionData?.values ?? loaderData.values;
  return (
    <>
      <Link
        to="/user/pets"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
      >
        <ArrowLeft aria-hidden className="size-4" /> Your pets
      </Link>
      <UserPageHeading
        title={pet ? `Edit ${pet.name}` : "Add a pet"}
        lead="Owners see these details when you book. Weights are shown in the unit you choose."
      />
      <div className="grid gap-6">
        {pet && (
          <Panel id="photo" title="Picture">
            <PetPhotoForm pet={pet} error={loaderData.photoError ?? undefined} />
          </Panel>
        )}
        <Panel id="details" title="Details">
          <PetForm
            values={values}
            errors={actionData?.errors ?? {}}
            formError={actionData?.formError}
            submitLabel={pet ? "Save changes" : "Save the pet"}
          />
        </Panel>
      </div>
    </>
  );
}
