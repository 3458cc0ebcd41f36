import { FORM_TYPES, UNSTORABLE_MESSAGE } from "../../shared/http.server.ts";
import { hasUnstorableCharacters } from "../../shared/text.ts";
import { IMAGE_LIMITS } from "../../platform/images.server.ts";
import type { UploadedFile } from "./profiles.server.ts";

const TOO_LARGE = "The picture is larger than 5 MB. Please choose a smaller one.";
const CHOOSE = "Please choose a picture to upload.";
// Room for the multipart envelope around a file at the limit.
const MAX_REQUEST_BYTES = IMAGE_LIMITS.maxBytes + 64 * 1024;

export type AvatarForm = { ok: true; form: FormData } | { ok: false; status: number; error: string };

/** The multipart form of an avatar request, refused before reading when it is clearly too large. */
export async function readAvatarForm(request: Request): Promise<AvatarForm> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_REQUEST_BYTES) return { ok: false, status: 413, error: TOO_LARGE };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  // An upload is multipart; "Remove picture" is a plain form.
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 415, error: CHOOSE };
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, status: 400, error: CHOOSE };
  }
  for (const [key, value] of form) {
    if (hasUnstorableCharacters(key) || (typeof value === "string" && hasUnstorableCharacters(value))) {
      return { ok: false, status: 400, error: UNSTORABLE_MESSAGE };
    }
  }
  return { ok: true, form };
}

const fraction = (value: FormDataEntryValue | null, fallback: number) => {
  const n = typeof value === "string" && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};

/** The "avatar" file and the chosen square (cropX, cropY, cropZoom) of the form. */
export async function avatarFileOf(
  form: FormData,
): Promise<{ ok: true; file: UploadedFile } | { ok: false; status: number; error: string }> {
  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return { ok: false, status: 400, error: CHOOSE };
  if (file.size > IMAGE_LIMITS.maxBytes) return { ok: false, status: 413, error: TOO_LARGE };
  return {
    ok: true,
    file: {
      name: file.name,
      bytes: Buffer.from(await file.arrayBuffer()),
      crop: {
        x: fraction(form.get("cropX"), 0.5),
        y: fraction(form.get("cropY"), 0.5),
        zoom: fraction(form.get("cropZoom"), 1),
      },
    },
  };
}
