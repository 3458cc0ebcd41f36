import { data, redirect } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { avatarFileOf, readAvatarForm } from "~/modules/profiles/avatar-upload.server";
import { getPet, removePetPhoto, uploadPetPhoto } from "~/modules/pets/pets.server";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { assertSameOrigin } from "~/shared/http.server";
import type { Route } from "./+types/pet-photo";

/**
 * POST /user/pets/:id/photo: a picture of one's own pet (multipart "photo"), or
 * intent=remove. The avatars' reading rules (size before reading, form checks). Comes back
 * to the pet's page with a toast, or with the reason next to the file field.
 */
export async function loader() {
  throw data("Not found", { status: 404 });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  assertSameOrigin(request, platform.env.APP_URL);
  const { database, storage } = platform;
  const back = `/user/pets/${params.id}`;
  // Someone else's pet, or no pet: 404 before the body is read.
  const pet = await getPet(database.db, user.id, params.id);
  if (!pet) throw data("This pet is not among yours.", { status: 404 });
  const refused = (status: number, message: string) =>
    // A redirect keeps the page whole without scripts; the reason shows beside the file field.
    status >= 500
      ? data(message, { status })
      : redirect(`${back}?${new URLSearchParams({ photoError: message })}`);
  const read = await readAvatarForm(request);
  if (!read.ok) return refused(read.status, read.error);
  if (read.form.get("intent") === "remove") {
    await removePetPhoto(database.db, storage, user.id, pet.id);
    return redirectWithToast(platform, back, {
      type: "success",
      message: `${pet.name}'s picture is removed.`,
    });
  }
  // The avatars' reader takes the "avatar" field: hand it the pet's "photo".
  const photo = read.form.get("photo");
  const form = new FormData();
  if (photo !== null) form.set("avatar", photo);
  const file = await avatarFileOf(form);
  if (!file.ok) return refused(file.status, file.error);
  const result = await uploadPetPhoto(database.db, storage, user.id, pet.id, file.file);
  if (!result.ok) return refused(result.status, result.formError ?? "We could not use this picture.");
  return redirectWithToast(platform, back, {
    type: "success",
    message: `${pet.name}'s new picture is saved.`,
  });
}
