import crypto from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import sharp, { type Metadata } from "sharp";
import { listingPhotos, listings, owners } from "../../../../db/schema/index.ts";
import type { Database, Executor } from "../../../platform/db.server.ts";
import {
  detectImageFormat,
  imageSize,
  sharpSource,
  type ImageInput,
} from "../../../platform/images.server.ts";
import { takeQuota } from "../../../platform/quotas.server.ts";
import { withUpload } from "../../../platform/uploads.server.ts";
import { QUOTAS, quotaMessage } from "../../../shared/quotas.ts";
import { log } from "../../../platform/log.server.ts";
import { storageFailureMessage, type Storage } from "../../../platform/storage.server.ts";
import { MAX_PHOTOS, MIN_PHOTOS } from "./listing-rules.ts";
import {
  CAPTION_MAX,
  LISTING_PHOTO_BUCKET,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MIN_HEIGHT,
  PHOTO_MIN_WIDTH,
  photoAlt,
  photoWidthsFor,
  type UploadResult,
} from "./listing-photos.ts";
import { failure, type Failure, type Outcome } from "../../../shared/outcome.ts";

/**
 * A listing's photos, for its owner: listed, added (checked by their content and re-encoded),
 * reordered, captioned, made the cover, removed. Every service reaches the listing through its
 * owner's user id (someone else's listing is "not found") and holds the listing's row lock while
 * it changes positions, so two changes at once (several uploads in parallel) never collide.
 *
 * Uploaded photos live in the `listings` bucket at `<listingId>/<random>-<width>.webp`; the
 * demo illustrations (bucket `listing-photos`, shared by every demo listing) are never removed
 * from storage, only from the listing.
 */

/** A photo refused: 400, 404, 409, 413, 415, 422, 429 or 502, the reason as the whole form's message. */
const fail = (status: 400 | 404 | 409 | 413 | 415 | 422 | 429 | 502, message: string): Failure =>
  failure(status, message);
const NOT_FOUND = fail(404, "We couldn't find that listing among yours.");
const NO_PHOTO = fail(404, "That photo is not on this listing (it may have been removed already).");

export interface ListingPhoto {
  id: number;
  position: number;
  bucket: string;
  storageKey: string;
  widths: number[];
  alt: string;
  caption: string;
  illustration: boolean;
}

const photoColumns = {
  id: listingPhotos.id,
  position: listingPhotos.position,
  bucket: listingPhotos.bucket,
  storageKey: listingPhotos.storageKey,
  widths: listingPhotos.widths,
  alt: listingPhotos.alt,
  caption: listingPhotos.caption,
  illustration: listingPhotos.illustration,
};

/** The user's listing (locked for the rest of the transaction when `lock`), or null when not theirs. */
async function ownListingRow(db: Executor, userId: string, listingId: number, lock = false) {
  const query = db
    .select({ id: listings.id, title: listings.title, status: listings.status })
    .from(listings)
    .innerJoin(owners, eq(owners.id, listings.ownerId))
    .where(and(eq(listings.id, listingId), eq(owners.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: listings }) : await query;
  return row ?? null;
}

const photosOf = (db: Executor, listingId: number) =>
  db
    .select(photoColumns)
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));

/** The listing's photos in order (the first is the cover), or null when the listing is not the user's. */
export async function listPhotos(db: Database, userId: string, listingId: number) {
  const listing = await ownListingRow(db, userId, listingId);
  if (!listing) return null;
  return { listing, photos: (await photosOf(db, listingId)) as ListingPhoto[] };
}

/**
 * Writes `ordered` as positions 0, 1, 2… (the unique position constraint is deferred to the
 * commit, so the rows may pass through each other's positions), and refreshes the alt text of
 * photos without a caption ("Photo 3 of <title>").
 */
async function writeOrder(tx: Executor, listing: { title: string }, ordered: ListingPhoto[]) {
  for (const [position, photo] of ordered.entries()) {
    const alt = photo.illustration ? photo.alt : photoAlt(photo.caption, position, listing.title);
    if (photo.position !== position || photo.alt !== alt)
      await tx.update(listingPhotos).set({ position, alt }).where(eq(listingPhotos.id, photo.id));
  }
}

/** After the listing's title changed: the photos without a caption say "Photo 3 of <new title>". */
export async function refreshPhotoAlts(tx: Executor, listingId: number, title: string) {
  await writeOrder(tx, { title }, (await photosOf(tx, listingId)) as ListingPhoto[]);
}

/** A change to the photos of one of the user's listings, inside a transaction holding its lock. */
async function withListing<T>(
  db: Database,
  userId: string,
  listingId: number,
  change: (
    tx: Executor,
    listing: NonNullable<Awaited<ReturnType<typeof ownListingRow>>>,
    photos: ListingPhoto[],
  ) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return db.transaction(async (tx) => {
    const listing = await ownListingRow(tx, userId, listingId, true);
    // An archived listing can no longer be edited (as saveStep answers).
    if (!listing || listing.status === "archived") return NOT_FOUND;
    const photos = (await photosOf(tx, listingId)) as ListingPhoto[];
    return change(tx, listing, photos);
  });
}

// ---- adding --------------------------------------------------------------------------------

export interface PhotoFile {
  name: string;
  /** In memory, or the file the upload was streamed to. */
  bytes: ImageInput;
}

export interface EncodedPhoto {
  widths: number[];
  files: { width: number; body: Buffer }[];
}

const MB = 1024 * 1024;

/**
 * Checks a file by its content (a real decode: not its name or declared type), then turns it
 * upright, drops every metadata block (EXIF with GPS, comments) and encodes WebP at the site's
 * photo widths, never wider than the original.
 */
export async function encodeListingPhoto(input: ImageInput): Promise<Outcome<EncodedPhoto>> {
  const size = imageSize(input);
  if (size === 0) return fail(400, "The file is empty.");
  if (size > PHOTO_MAX_BYTES)
    return fail(
      413,
      `The photo is ${Number.isFinite(size) ? `${(size / MB).toFixed(1)} MB` : "larger than that"}; the limit is ${PHOTO_MAX_BYTES / MB} MB. Please export a smaller copy.`,
    );
  const bytes = sharpSource(input);
  const format = await detectImageFormat(input);
  if (!format)
    return fail(
      415,
      "That file is not a picture we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF photo.",
    );
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return fail(422, "The photo could not be read; it may be damaged. Please try another one.");
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width * height > PHOTO_MAX_PIXELS)
    return fail(
      413,
      `The photo is ${width} × ${height} pixels, over ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Please upload a smaller copy.`,
    );
  if (width < PHOTO_MIN_WIDTH || height < PHOTO_MIN_HEIGHT)
    return fail(
      422,
      `The photo is only ${width} × ${height} pixels. Travellers look closely: please upload one at least ${PHOTO_MIN_WIDTH} pixels wide and ${PHOTO_MIN_HEIGHT} high.`,
    );
  try {
    // Only the first frame of an animation; rotate() applies the EXIF orientation, and
    // sharp writes no metadata unless asked (withMetadata), so EXIF and GPS are dropped.
    const upright = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, animated: false, failOn: "error" })
      .rotate()
      .toColourspace("srgb");
    const widths = photoWidthsFor(width);
    const files = [];
    for (const w of widths) {
      const body = await upright
        .clone()
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      files.push({ width: w, body });
    }
    return { ok: true, value: { widths, files } };
  } catch {
    return fail(422, "The photo could not be read; it may be damaged. Please try another one.");
  }
}

const fullMessage = (max: number) =>
  `This listing already has ${max} photos, the most it can have. Remove one to add another.`;

/**
 * Adds one photo at the end of the listing's photos (the first one becomes the cover). The
 * file is checked and encoded before the listing is locked; the limit is checked again under
 * the lock, so parallel uploads never pass it. Answers the new photo.
 */
export async function addPhoto(
  db: Database,
  storage: Storage,
  userId: string,
  listingId: number,
  file: PhotoFile,
  {
    maxPhotos = MAX_PHOTOS,
    clientKey = null,
  }: {
    maxPhotos?: number;
    /** The uploader's idempotency key: an upload sent again is answered with the first photo. */
    clientKey?: string | null;
  } = {},
): Promise<Outcome<ListingPhoto>> {
  const listing = await ownListingRow(db, userId, listingId);
  if (!listing || listing.status === "archived") return NOT_FOUND;
  if (clientKey) {
    // The same upload again (its answer was lost on the way): the photo it added, once.
    const repeat = await photoWithKey(db, listingId, clientKey);
    if (repeat) return { ok: true, value: repeat };
  }
  const [counted] = await db
    .select({ n: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  if ((counted?.n ?? 0) >= maxPhotos) return fail(409, fullMessage(maxPhotos));
  // Each photo checked and encoded costs the server: counted per account (a repeat above is not).
  const quota = await takeQuota(db, QUOTAS.photos, `user:${userId}`);
  if (!quota.ok) return fail(429, quotaMessage("pictures", QUOTAS.photos, quota.retryAfterMs));

  const encoded = await encodeListingPhoto(file.bytes);
  if (!encoded.ok) return encoded;
  const base = `${listingId}/${crypto.randomBytes(9).toString("base64url").replace(/^[-_]/, "p")}`;
  const keys = encoded.value.files.map((f) => `${base}-${f.width}.webp`);
  try {
    for (const [i, f] of encoded.value.files.entries())
      await storage.put(LISTING_PHOTO_BUCKET, keys[i]!, f.body, {
        contentType: "image/webp",
        cacheControl: 31_536_000,
        upsert: false,
      });
  } catch (error) {
    log.error("listing_photo.store_failed", { listingId, error: String(error) });
    await storage.remove(LISTING_PHOTO_BUCKET, keys).catch(() => {});
    return fail(502, storageFailureMessage("photo", error));
  }
  const saved = await withListing(db, userId, listingId, async (tx, locked, photos) => {
    // Checked again under the listing's lock: two copies of one upload sent at once add one photo.
    const repeat = clientKey ? await photoWithKey(tx, listingId, clientKey) : null;
    if (repeat) return { ok: true, value: repeat, repeated: true } as const;
    if (photos.length >= maxPhotos) return fail(409, fullMessage(maxPhotos));
    const position = photos.length === 0 ? 0 : Math.max(...photos.map((p) => p.position)) + 1;
    const [row] = await tx
      .insert(listingPhotos)
      .values({
        listingId,
        position,
        bucket: LISTING_PHOTO_BUCKET,
        storageKey: base,
        widths: encoded.value.widths,
        alt: photoAlt("", photos.length, locked.title),
        caption: "",
        illustration: false,
        clientKey,
      })
      .returning(photoColumns);
    // Positions stay 0…n-1 (a gap left by an older bug or a hand edit closes here).
    const ordered = [...photos, row as ListingPhoto];
    await writeOrder(tx, locked, ordered);
    return { ok: true, value: { ...(row as ListingPhoto), position: ordered.length - 1 } } as const;
  });
  // Files of a refused photo, or of a copy that found its first already stored, go.
  if (!saved.ok || ("repeated" in saved && saved.repeated))
    await storage.remove(LISTING_PHOTO_BUCKET, keys).catch(() => {});
  if (saved.ok) return { ok: true, value: saved.value };
  return saved;
}

async function photoWithKey(db: Executor, listingId: number, clientKey: string) {
  const [row] = await db
    .select(photoColumns)
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.clientKey, clientKey)));
  return (row as ListingPhoto | undefined) ?? null;
}

// ---- order, cover, caption -------------------------------------------------------------------

/** Puts the listing's photos in the order given: exactly its photo ids, each once. */
export async function reorderPhotos(db: Database, userId: string, listingId: number, ids: number[]) {
  return withListing(db, userId, listingId, async (tx, listing, photos) => {
    const byId = new Map(photos.map((p) => [p.id, p]));
    if (ids.length !== photos.length || new Set(ids).size !== ids.length || !ids.every((id) => byId.has(id)))
      return fail(409, "The photos changed meanwhile (another tab?). Reload the page and try again.");
    await writeOrder(
      tx,
      listing,
      ids.map((id) => byId.get(id)!),
    );
    return { ok: true, value: null } as const;
  });
}

/** Moves one photo a place earlier or later (the no-JavaScript buttons). */
export async function movePhoto(
  db: Database,
  userId: string,
  listingId: number,
  photoId: number,
  direction: "earlier" | "later",
) {
  return withListing(db, userId, listingId, async (tx, listing, photos) => {
    const from = photos.findIndex((p) => p.id === photoId);
    if (from < 0) return NO_PHOTO;
    const to = direction === "earlier" ? from - 1 : from + 1;
    if (to >= 0 && to < photos.length) {
      const ordered = [...photos];
      [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
      await writeOrder(tx, listing, ordered);
    }
    return { ok: true, value: { position: Math.max(0, Math.min(to, photos.length - 1)) } } as const;
  });
}

/** Makes one photo the cover (position 0); the others keep their order after it. */
export async function makeCover(db: Database, userId: string, listingId: number, photoId: number) {
  return withListing(db, userId, listingId, async (tx, listing, photos) => {
    const cover = photos.find((p) => p.id === photoId);
    if (!cover) return NO_PHOTO;
    await writeOrder(tx, listing, [cover, ...photos.filter((p) => p.id !== photoId)]);
    return { ok: true, value: null } as const;
  });
}

/** Sets a photo's caption (blank removes it); the alt text follows it. */
export async function captionPhoto(
  db: Database,
  userId: string,
  listingId: number,
  photoId: number,
  caption: string,
) {
  const text = caption.trim().replace(/\s+/g, " ");
  if (text.length > CAPTION_MAX) return fail(400, `A caption is at most ${CAPTION_MAX} characters.`);
  return withListing(db, userId, listingId, async (tx, listing, photos) => {
    const index = photos.findIndex((p) => p.id === photoId);
    if (index < 0) return NO_PHOTO;
    const photo = photos[index]!;
    const alt = photo.illustration && !text ? photo.alt : photoAlt(text, index, listing.title);
    await tx.update(listingPhotos).set({ caption: text, alt }).where(eq(listingPhotos.id, photoId));
    return { ok: true, value: { caption: text } } as const;
  });
}

// ---- removing --------------------------------------------------------------------------------

/**
 * Removes a photo from the listing and, for an uploaded one, its files from storage. A listing
 * travellers can see (published or snoozed) keeps at least MIN_PHOTOS photos: removing one
 * more is refused (409), like any save that would leave it unpublishable.
 */
export async function deletePhoto(
  db: Database,
  storage: Storage,
  userId: string,
  listingId: number,
  photoId: number,
) {
  const removed = await withListing(db, userId, listingId, async (tx, listing, photos) => {
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) return NO_PHOTO;
    if (listing.status !== "draft" && photos.length <= MIN_PHOTOS)
      return fail(
        409,
        `Travellers can see this listing, so it must keep at least ${MIN_PHOTOS} photos. Add another photo before removing this one.`,
      );
    await tx.delete(listingPhotos).where(eq(listingPhotos.id, photoId));
    await writeOrder(
      tx,
      listing,
      photos.filter((p) => p.id !== photoId),
    );
    return { ok: true, value: photo } as const;
  });
  if (removed.ok && removed.value.bucket === LISTING_PHOTO_BUCKET) {
    const photo = removed.value;
    try {
      await storage.remove(
        LISTING_PHOTO_BUCKET,
        photo.widths.map((w) => `${photo.storageKey}-${w}.webp`),
      );
    } catch (error) {
      // The photo is off the listing; a leftover file is only wasted space.
      log.warn("listing_photo.remove_failed", { listingId, photoId, error: String(error) });
    }
  }
  return removed.ok ? ({ ok: true, value: null } as const) : removed;
}

// ---- uploads from a request --------------------------------------------------------------------

/** A multipart request's room around its files (field names, boundaries, the other fields). */
const ENVELOPE = 64 * 1024;

export type UploadForm = { ok: true; files: PhotoFile[] } | Failure;

/**
 * The files ("photo", one or many) of a multipart upload, streamed to disk and handed to `handle`
 * (removed once it is done): refused before reading when the declared size is over `maxBytes`,
 * and as soon as more arrives (the server's body limit lets upload bodies through unbuffered).
 */
export function withPhotoUploads<T>(
  request: Request,
  maxBytes: number,
  handle: (form: UploadForm) => Promise<T>,
): Promise<T> {
  const tooLarge = `That is more than ${Math.round(maxBytes / MB)} MB at once. Please add fewer photos at a time.`;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") return handle(failure(415, "Please choose photos to upload."));
  return withUpload(
    request,
    {
      maxBytes: maxBytes + ENVELOPE,
      maxFileBytes: PHOTO_MAX_BYTES,
      maxFiles: MAX_PHOTOS,
      fileFields: ["photo"],
      tooLargeMessage: tooLarge,
    },
    (read) => {
      if (!read.ok) return handle(failure(read.status, read.message));
      if (read.files.length === 0) return handle(failure(400, "Please choose photos to upload."));
      return handle({ ok: true, files: read.files.map((file) => ({ name: file.name, bytes: file })) });
    },
  );
}

/** A file's name as it may be shown back: plain characters, at most 120 of them. */
const shownName = (name: string) =>
  // eslint-disable-next-line no-control-regex -- control characters are what we drop
  name.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 120) || "Unnamed file";

/** Adds each file in turn; one that fails says why and the others go on. */
export async function addPhotos(
  db: Database,
  storage: Storage,
  userId: string,
  listingId: number,
  files: PhotoFile[],
  options: { maxPhotos?: number; clientKey?: string | null } = {},
): Promise<{ results: UploadResult[]; notFound: boolean; status: number }> {
  // A key names one upload: it is kept only for a request of one file (the uploader's).
  const clientKey = files.length === 1 ? options.clientKey : null;
  const results: UploadResult[] = [];
  let notFound = false;
  let status = 200;
  for (const file of files) {
    const name = shownName(file.name);
    const added = await addPhoto(
      db,
      storage,
      userId,
      listingId,
      { name, bytes: file.bytes },
      { maxPhotos: options.maxPhotos, clientKey },
    );
    if (added.ok) results.push({ name, ok: true, message: "Added.", photoId: added.value.id });
    else {
      if (added.status === 404) notFound = true;
      status = added.status;
      results.push({ name, ok: false, message: added.formError ?? "" });
    }
  }
  return { results, notFound, status: results.some((r) => r.ok) ? 200 : status };
}
