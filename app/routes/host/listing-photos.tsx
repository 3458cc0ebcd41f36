import { data } from "react-router";
import { translatorFor } from "~/i18n/language.server";
import { metaLanguage } from "~/i18n/meta";
import { localizeMessage, messagePatternsFor } from "~/i18n/server-messages.server";
import { EditorFrame } from "~/modules/hosting/listing-editor/components/editor-frame";
import { PhotoStep, type PhotoReply } from "~/modules/hosting/listing-editor/components/photo-manager";
import { editorSummary, requireOwnListing } from "~/modules/hosting/listing-editor/editor.server";
import { photoIntentSchema } from "~/modules/hosting/listing-editor/listing-photos";
import {
  addPhotos,
  captionPhoto,
  deletePhoto,
  listPhotos,
  makeCover,
  movePhoto,
  withPhotoUploads,
  reorderPhotos,
} from "~/modules/hosting/listing-editor/listing-photos.server";
import { stepPath } from "~/modules/hosting/listing-editor/listing-steps";
import { photoSources } from "~/modules/stays/stays";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { parseFields } from "~/shared/forms";
import type { Outcome } from "~/shared/outcome";
import { readForm } from "~/shared/http.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/listing-photos";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("formErrors", "host", "listingEditor")];

/** The most a plain (no-JavaScript) upload form may carry at once; the uploader sends one photo per request. */
const FORM_UPLOAD_BYTES = 64 * 1024 * 1024 - 64 * 1024;

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  const language = metaLanguage(matches);
  const frame = language.t("listingEditor.frame");
  return pageMeta(
    frame("metaTitle", {
      step: language.t("listingEditor.step")("photos"),
      title: loaded?.listing.title || frame("newListing"),
    }),
    frame("metaDescription"),
  );
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const locale = await readerLocale(platform.database.db, request, user.id);
  const found = await listPhotos(platform.database.db, user.id, row.listing.id);
  if (!found) throw data("We couldn't find that listing among yours.", { status: 404 });
  return {
    listing: editorSummary(row, locale),
    // The uploads' messages, said by the page in its language where the table has them.
    messagePatterns: messagePatternsFor(locale),
    photos: found.photos.map((p) => {
      const { src, srcSet } = photoSources(p);
      return { id: p.id, caption: p.caption, alt: p.alt, illustration: p.illustration, src, srcSet };
    }),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const { user, row } = await requireOwnListing(context, params.id);
  const listingId = row.listing.id;
  const { db } = platform.database;
  const here = stepPath(listingId, "photos");
  const locale = await readerLocale(db, request, user.id);
  const done = (intent: string) => translatorFor(locale, "listingEditor.photos")("done", { intent });

  // Photos from the plain form: each file is added in turn, each gets its own answer.
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/")) {
    return withPhotoUploads(request, FORM_UPLOAD_BYTES, async (read) => {
      if (!read.ok) return data<PhotoReply>({ formError: read.formError }, { status: read.status });
      const added = await addPhotos(db, platform.storage, user.id, listingId, read.files);
      if (added.notFound)
        throw data(localizeMessage(locale, "This listing can no longer be edited."), { status: 404 });
      return data<PhotoReply>({ uploads: added.results }, { status: added.status });
    });
  }

  const form = await readForm(request);
  const parsed = parseFields(photoIntentSchema, form);
  if (!parsed.ok)
    return data<PhotoReply>(
      {
        formError: localizeMessage(locale, Object.values(parsed.fieldErrors)[0] ?? "Please check the form."),
      },
      { status: 400 },
    );
  const change = parsed.data;
  let outcome: Outcome<unknown>;
  switch (change.intent) {
    case "caption":
      outcome = await captionPhoto(db, user.id, listingId, change.photo, change.caption);
      break;
    case "cover":
      outcome = await makeCover(db, user.id, listingId, change.photo);
      break;
    case "delete":
      outcome = await deletePhoto(db, platform.storage, user.id, listingId, change.photo);
      break;
    case "move":
      outcome = await movePhoto(db, user.id, listingId, change.photo, change.direction);
      break;
    case "reorder":
      outcome = await reorderPhotos(db, user.id, listingId, change.order);
      break;
  }
  const photo = "photo" in change ? change.photo : undefined;
  if (!outcome.ok)
    return data<PhotoReply>(
      { formError: localizeMessage(locale, outcome.formError), intent: change.intent, photo },
      { status: outcome.status },
    );
  // With JavaScript the page stays put (a fetcher); without, back to the page with a toast.
  if (form.get("js") === "1") return { ok: true, message: done(change.intent), intent: change.intent, photo };
  return redirectWithToast(platform, photo && change.intent !== "delete" ? `${here}#photo-${photo}` : here, {
    type: "success",
    message: done(change.intent),
  });
}

export default function ListingPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, photos } = loaderData;
  return (
    <EditorFrame listing={listing} step="photos">
      <PhotoStep listing={listing} photos={photos} reply={actionData as PhotoReply | undefined} />
    </EditorFrame>
  );
}
