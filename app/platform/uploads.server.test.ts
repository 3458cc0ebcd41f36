import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../i18n/server-messages.server.ts";
import { UNSTORABLE_MESSAGE } from "../shared/http.server.ts";
import { UNREADABLE, withUpload, type UploadLimits, type UploadRead } from "./uploads.server.ts";

const limits: UploadLimits = {
  maxBytes: 64 * 1024,
  maxFileBytes: 16 * 1024,
  maxFiles: 2,
  fileFields: ["photo"],
  tooLargeMessage: "Too much at once.",
};

const form = (entries: [string, string | Blob, string?][]) => {
  const body = new FormData();
  for (const [name, value, filename] of entries)
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, filename);
  return new Request("http://localhost/upload", { method: "POST", body });
};

/** A body sent in chunks without a Content-Length (a client that does not say how much comes). */
const chunked = (request: Request) =>
  new Request(request.url, {
    method: "POST",
    headers: { "content-type": request.headers.get("content-type")! },
    body: request.body,
    duplex: "half",
  } as RequestInit);

/** What `use` saw, with the files' contents read while they still exist. */
async function read(request: Request, given = limits) {
  let paths: string[] = [];
  const seen = await withUpload(request, given, async (upload: UploadRead) => {
    if (!upload.ok) return upload;
    paths = upload.files.map((f) => f.path);
    return {
      ...upload,
      fields: Object.fromEntries(upload.fields),
      contents: upload.files.map((f) => fs.readFileSync(f.path, "utf8")),
    };
  });
  return { seen, paths };
}

describe("uploads streamed to disk", () => {
  it("writes each file to a temporary file, keeps the fields, and removes the files once answered", async () => {
    const { seen, paths } = await read(
      form([
        ["intent", "upload"],
        ["photo", new Blob(["first picture"]), "a.jpg"],
        ["photo", new Blob(["second"]), "b.png"],
        ["other", new Blob(["ignored"]), "c.txt"],
      ]),
      { ...limits, maxFiles: 3 },
    );
    expect(seen).toMatchObject({
      ok: true,
      fields: { intent: "upload" },
      files: [
        { field: "photo", name: "a.jpg", size: 13, truncated: false },
        { field: "photo", name: "b.png", size: 6, truncated: false },
      ],
      contents: ["first picture", "second"],
    });
    expect(paths.some((p) => fs.existsSync(p))).toBe(false);
  });

  it("a file over its limit is cut and marked; the others are whole", async () => {
    const { seen } = await read(form([["photo", new Blob(["x".repeat(20 * 1024)]), "big.jpg"]]));
    expect(seen).toMatchObject({ ok: true, files: [{ size: 16 * 1024, truncated: true }] });
  });

  it("a body over the limit is refused (413) as it arrives, declared or not", async () => {
    const big = () =>
      form([
        ["photo", new Blob(["y".repeat(15 * 1024)]), "a"],
        ["photo", new Blob(["y".repeat(15 * 1024)]), "b"],
      ]);
    const small = { ...limits, maxBytes: 20 * 1024 };
    expect((await read(big(), small)).seen).toEqual({ ok: false, status: 413, message: "Too much at once." });
    expect((await read(chunked(big()), small)).seen).toEqual({
      ok: false,
      status: 413,
      message: "Too much at once.",
    });
  });

  it("too many files, a field with a NUL byte, a broken form or not a form: refused with a reason", async () => {
    const three = form(
      [1, 2, 3].map((n) => ["photo", new Blob([`p${n}`]), `${n}.jpg`] as [string, Blob, string]),
    );
    expect((await read(three)).seen).toMatchObject({ ok: false, status: 413, message: /at most 2 files/ });
    expect((await read(form([["caption", "a\u0000b"]]))).seen).toMatchObject({ ok: false, status: 400 });
    const broken = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="photo"; filename="a"\r\n\r\nnever ends',
    });
    expect((await read(broken)).seen).toMatchObject({ ok: false, status: 400 });
    // Cut short in a file that is read past (not one of the upload's fields): refused, nothing thrown.
    const cutElsewhere = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
      body: '--zzz\r\nContent-Disposition: form-data; name="other"; filename="a"\r\n\r\nnever ends',
    });
    expect((await read(cutElsewhere)).seen).toMatchObject({ ok: false, status: 400 });
    const json = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect((await read(json)).seen).toMatchObject({ ok: false, status: 415 });
  });

  it("a plain form (no file) is read too", async () => {
    const plain = new Request("http://localhost/upload", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "intent=delete&redirectTo=%2Fuser%2Fprofile",
    });
    expect((await read(plain)).seen).toMatchObject({
      ok: true,
      fields: { intent: "delete", redirectTo: "/user/profile" },
      files: [],
    });
  });
});

describe("the uploads' refusals in the reader's language (decision 3850)", () => {
  // Shared by the avatar, a pet's photo, a claim's photos and the listing photos.
  const messages = [
    UNREADABLE,
    UNSTORABLE_MESSAGE,
    "Please choose a file to upload.",
    "A field of the form is too long.",
    "Please send at most 2 files at a time.",
    "The form has too many fields.",
    "The form has too many parts.",
    "The file is empty.",
    "The picture is larger than 5 MB. Please choose a smaller one.",
    "That file is not a picture we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF image.",
    "The picture has too many pixels. Please upload one under 40 megapixels.",
    "The picture could not be read; it may be damaged. Please try another one.",
    "Please choose a picture to upload.",
    "At most 6 photos of 5 MB each.",
    "Each photo must be at most 5 MB.",
  ];

  it("has every one in the catalogue", () => {
    expect(messages.filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them in Spanish and Arabic", () => {
    expect(localizeMessage("es", "Please send at most 1 files at a time.")).toBe(
      "Envía como máximo 1 archivo a la vez.",
    );
    expect(localizeMessage("ar", "The file is empty.")).toBe("الملف فارغ.");
  });
});
