import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import {
  addPhotos,
  listPhotos,
  withPhotoUploads,
} from "~/modules/hosting/listing-editor/listing-photos.server";
import { PHOTO_MAX_BYTES } from "~/modules/hosting/listing-editor/listing-photos";
import { platformOf } from "~/platform/context";
import { parseSerialId, parseUuid } from "~/shared/ids";
import { IDEMPOTENCY_HEADER } from "~/ui/resilience/retrying-fetch";
import type { Route } from "./+types/listing-photos";

/**
 * POST /api/host/listings/:id/photos  multipart "photo" (one file) → { results: [{ name, ok, message }] }
 *
 * The photo step's uploader sends each file as its own request (so each has its own progress
 * bar and its own answer); the step's plain form (no JavaScript) posts them all to the page.
 * The status is the file's: 200 added, 4xx refused with the reason. An `Idempotency-Key` header
 * (a UUID) makes the upload safe to repeat: the same key again answers with the photo it added.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405 });
  const user = await getSessionUser(platform, request);
  if (!user) return data({ error: "Please sign in again." }, { status: 401 });
  const listingId = parseSerialId(params.id);
  // Someone else's listing is answered before its body is read.
  if (listingId === null || !(await listPhotos(platform.database.db, user.id, listingId)))
    return data({ error: NOT_YOURS }, { status: 404 });
  return withPhotoUploads(request, PHOTO_MAX_BYTES, async (read) => {
    if (!read.ok) return data({ error: read.formError }, { status: read.status });
    const { results, notFound, status } = await addPhotos(
      platform.database.db,
      platform.storage,
      user.id,
      listingId,
      read.files,
      // The uploader's key (a UUID): the same upload sent again is answered with the first photo.
      { clientKey: parseUuid(request.headers.get(IDEMPOTENCY_HEADER)) },
    );
    if (notFound) return data({ error: NOT_YOURS }, { status: 404 });
    return data({ results }, { status });
  });
}

const NOT_YOURS = "We couldn't find that listing among yours.";

export function loader() {
  return data({ error: "Use POST to upload a photo." }, { status: 405 });
}
