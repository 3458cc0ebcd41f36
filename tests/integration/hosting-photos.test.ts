import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { listingPhotos, listings, users } from "../../db/schema/index.ts";
import { changeStatus, createDraft, saveStep } from "../../app/modules/hosting/hosting.server.ts";
import {
  addPhoto,
  addPhotos,
  captionPhoto,
  deletePhoto,
  listPhotos,
  makeCover,
  movePhoto,
  reorderPhotos,
} from "../../app/modules/hosting/listing-editor/listing-photos.server.ts";
import { descriptionSchema, placeSchema } from "../../app/modules/hosting/listing-editor/listing-forms.ts";
import { createLocalStorage } from "../../app/platform/storage.server.ts";
import type { Database } from "../../app/platform/db.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

/** A listing's photos, through the services the photo step calls. */
const place = placeSchema.parse({
  propertyType: "cottage",
  placeKind: "entire",
  address: "4 Birch Lane",
  city: "Madison",
  region: "Wisconsin",
  postcode: "53703",
  country: "United States",
  latitude: "43.0731",
  longitude: "-89.4012",
});

/** A real JPEG of `width` × `height`, a colour of its own, with EXIF (orientation, camera, GPS-ish text). */
async function jpeg(width = 1200, height = 900, orientation = 1, hue = 40) {
  return sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 120, b: 200 - (hue % 200) } },
  })
    .withExif({ IFD0: { Make: "TestCam", Model: "Secret Model", Copyright: "47.6062N 122.3321W" } })
    .withMetadata({ orientation })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-photos-"));
afterAll(() => fs.rmSync(storageDir, { recursive: true, force: true }));

describeEachDatabase("listing photos", (database, kind) => {
  // A storage folder per database (their listing ids are the same numbers).
  const storage = createLocalStorage(path.join(storageDir, kind));
  const filesOf = (listingId: number) => {
    const dir = path.join(storageDir, kind, "listings", String(listingId));
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".webp")) : [];
  };
  const host = { id: "photo-host", name: "Pia Host" };
  const other = { id: "photo-other", name: "Olli Other" };
  let listingId: number;
  const db = () => database().db;
  const order = async (id = listingId) =>
    (
      await db()
        .select({ id: listingPhotos.id, position: listingPhotos.position })
        .from(listingPhotos)
        .where(eq(listingPhotos.listingId, id))
        .orderBy(asc(listingPhotos.position))
    ).map((p) => p.id);
  const add = async (bytes: Buffer, id = listingId, userId = host.id) =>
    addPhoto(db(), storage, userId, id, { name: "photo.jpg", bytes });

  it("a real photo is added: upright, no metadata, WebP at each width, the first is the cover", async () => {
    await db()
      .insert(users)
      .values([
        { id: host.id, name: host.name, email: "photo-host@example.com" },
        { id: other.id, name: other.name, email: "photo-other@example.com" },
      ]);
    listingId = await createDraft(db(), host, place);
    // 1600 × 1000 stored sideways (EXIF orientation 6): upright it is 1000 × 1600.
    const added = await add(await jpeg(1600, 1000, 6));
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.value.position).toBe(0);
    expect(added.value.bucket).toBe("listings");
    expect(added.value.storageKey).toMatch(new RegExp(`^${listingId}/[A-Za-z0-9][A-Za-z0-9_-]+$`));
    expect(added.value.widths).toEqual([480, 960, 1000]);
    expect(added.value.alt).toBe(`Photo 1 of this listing`);
    const stored = await storage.get("listings", `${added.value.storageKey}-480.webp`);
    expect(stored?.contentType).toBe("image/webp");
    const meta = await sharp(stored!.body).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([480, 768]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored!.body.includes(Buffer.from("Secret Model"))).toBe(false);
    // Never enlarged: the widest file is the photo's own width.
    const widest = await storage.get("listings", `${added.value.storageKey}-1000.webp`);
    expect((await sharp(widest!.body).metadata()).width).toBe(1000);
    expect(filesOf(listingId)).toHaveLength(3);
  });

  it("refuses a text file named .jpg, an empty file, a tiny picture and a huge one, each saying why", async () => {
    const text = await add(Buffer.from("GIF89a? no, just some text pretending to be a photo"));
    expect(text).toMatchObject({ ok: false, status: 415 });
    if (!text.ok) expect(text.formError).toMatch(/not a picture/);
    expect(await add(Buffer.alloc(0))).toMatchObject({ ok: false, status: 400 });
    const tiny = await add(await jpeg(300, 200));
    expect(tiny).toMatchObject({ ok: false, status: 422 });
    if (!tiny.ok) expect(tiny.formError).toMatch(/only 300 × 200 pixels.*at least 640/);
    const bytes = await add(Buffer.alloc(16 * 1024 * 1024, 0xff));
    expect(bytes).toMatchObject({ ok: false, status: 413 });
    // A PNG header claiming 10,000 × 10,000 pixels (100 MP) is refused before it is decoded.
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pixels = await add(huge);
    expect(pixels).toMatchObject({ ok: false, status: 413 });
    if (!pixels.ok) expect(pixels.formError).toMatch(/megapixels/);
    expect(await order()).toHaveLength(1);
    expect(filesOf(listingId)).toHaveLength(3);
  });

  it("several files at once: each is answered, a bad one does not stop the others", async () => {
    const files = [
      { name: "garden.jpg", bytes: await jpeg(1500, 1000, 1, 10) },
      { name: "notes.jpg", bytes: Buffer.from("hello") },
      { name: "kitchen.jpg", bytes: await jpeg(1500, 1000, 1, 90) },
    ];
    const { results, status } = await addPhotos(db(), storage, host.id, listingId, files);
    expect(status).toBe(200);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ["garden.jpg", true],
      ["notes.jpg", false],
      ["kitchen.jpg", true],
    ]);
    expect(results[1]!.message).toMatch(/not a picture/);
    expect(await order()).toHaveLength(3);
  });

  it("an upload sent again with the same idempotency key adds one photo (a retry after a lost answer)", async () => {
    const before = await order();
    const filesBefore = filesOf(listingId).length;
    const clientKey = "5a1bcd72-cd40-4e95-9fa1-9f1d7a6b5c43";
    const send = async () =>
      addPhotos(
        db(),
        storage,
        host.id,
        listingId,
        [{ name: "porch.jpg", bytes: await jpeg(1500, 1000, 1, 150) }],
        { clientKey },
      );
    // Two copies at once (the first answer lost while the retry went out), then one more.
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect(first.results[0]).toMatchObject({ ok: true, name: "porch.jpg" });
    expect(second.results[0]!.photoId).toBe(first.results[0]!.photoId);
    expect(third.results[0]!.photoId).toBe(first.results[0]!.photoId);
    const after = await order();
    expect(after).toEqual([...before, first.results[0]!.photoId]);
    // Only the stored photo's files stay (the copy's were removed).
    expect(filesOf(listingId).length - filesBefore).toBe(3);
    // A new key is a new photo; the same key on several files at once is no key at all.
    const fresh = await addPhotos(
      db(),
      storage,
      host.id,
      listingId,
      [{ name: "porch.jpg", bytes: await jpeg(1500, 1000, 1, 160) }],
      { clientKey: "6b2cde83-de51-4fa6-8ab2-a02e8b7c6d54" },
    );
    expect(fresh.results[0]!.photoId).not.toBe(first.results[0]!.photoId);
    // Someone else's key on their own listing is theirs: it never answers with this photo.
    expect(
      await addPhoto(
        db(),
        storage,
        other.id,
        listingId,
        { name: "x.jpg", bytes: await jpeg() },
        { clientKey },
      ),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    for (const id of [first.results[0]!.photoId!, fresh.results[0]!.photoId!])
      expect((await deletePhoto(db(), storage, host.id, listingId, id)).ok).toBe(true);
  });

  it("reorders (only with exactly the listing's photos), moves, makes a cover; positions stay 0…n-1", async () => {
    await add(await jpeg(1440, 1080, 1, 130));
    await add(await jpeg(1440, 1080, 1, 170));
    const [a, b, c, d, e] = await order();
    expect(await reorderPhotos(db(), host.id, listingId, [e!, d!, c!, b!, a!])).toEqual({
      ok: true,
      value: null,
    });
    expect(await order()).toEqual([e, d, c, b, a]);
    // Missing one, one twice, one from elsewhere: refused, nothing changed.
    for (const wrong of [
      [e!, d!, c!, b!],
      [e!, d!, c!, b!, b!],
      [e!, d!, c!, b!, 999_999],
    ])
      expect(await reorderPhotos(db(), host.id, listingId, wrong)).toMatchObject({ ok: false, status: 409 });
    expect(await order()).toEqual([e, d, c, b, a]);

    expect(await makeCover(db(), host.id, listingId, b!)).toMatchObject({ ok: true });
    expect(await order()).toEqual([b, e, d, c, a]);
    expect(await movePhoto(db(), host.id, listingId, a!, "earlier")).toMatchObject({ ok: true });
    expect(await movePhoto(db(), host.id, listingId, b!, "earlier")).toMatchObject({ ok: true }); // already first
    expect(await order()).toEqual([b, e, d, a, c]);
    const positions = await db()
      .select({ position: listingPhotos.position })
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId))
      .orderBy(asc(listingPhotos.position));
    expect(positions.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
  });

  it("captions a photo (its alt text follows; blank brings back 'Photo N of <title>'); too long is refused", async () => {
    await db().update(listings).set({ title: "Birch cottage" }).where(eq(listings.id, listingId));
    const [first, second] = await order();
    expect(
      await captionPhoto(db(), host.id, listingId, second!, "  Fenced garden,\n gate latches  "),
    ).toMatchObject({ ok: true, value: { caption: "Fenced garden, gate latches" } });
    expect(await captionPhoto(db(), host.id, listingId, first!, "x".repeat(141))).toMatchObject({
      ok: false,
      status: 400,
    });
    const found = await listPhotos(db(), host.id, listingId);
    expect(found!.photos[1]).toMatchObject({
      caption: "Fenced garden, gate latches",
      alt: "Fenced garden, gate latches",
    });
    await captionPhoto(db(), host.id, listingId, second!, "");
    expect((await listPhotos(db(), host.id, listingId))!.photos[1]!.alt).toBe("Photo 2 of Birch cottage");

    // A new title reaches the photos without a caption.
    const description = descriptionSchema.parse({
      title: "Birch cottage by the bay",
      description:
        "A bright cottage under the birches with a fenced yard, a dog wash by the back door and the bay a short walk away.",
      checkInTime: "15:00",
      checkOutTime: "11:00",
    });
    expect(await saveStep(db(), host.id, listingId, { step: "description", input: description })).toEqual({
      ok: true,
      value: undefined,
    });
    expect((await listPhotos(db(), host.id, listingId))!.photos[1]!.alt).toBe(
      "Photo 2 of Birch cottage by the bay",
    );
  });

  it("deletes a photo and its files; positions close up", async () => {
    const before = await order();
    const [, victim] = before;
    const key = (await listPhotos(db(), host.id, listingId))!.photos[1]!.storageKey;
    const filesBefore = filesOf(listingId).length;
    expect(await deletePhoto(db(), storage, host.id, listingId, victim!)).toEqual({ ok: true, value: null });
    expect(await order()).toEqual(before.filter((id) => id !== victim));
    expect(await storage.get("listings", `${key}-480.webp`)).toBeNull();
    expect(filesOf(listingId).length).toBeLessThan(filesBefore);
    expect(await deletePhoto(db(), storage, host.id, listingId, victim!)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("refuses a photo beyond the limit, with a message", async () => {
    const count = (await order()).length;
    const full = await add(await jpeg());
    expect(full.ok).toBe(true);
    const refused = await addPhoto(
      db(),
      storage,
      host.id,
      listingId,
      { name: "one-more.jpg", bytes: await jpeg() },
      { maxPhotos: count + 1 },
    );
    expect(refused).toMatchObject({ ok: false, status: 409 });
    if (!refused.ok) expect(refused.formError).toMatch(new RegExp(`already has ${count + 1} photos`));
    expect(await order()).toHaveLength(count + 1);
  });

  it("the real limit is 50: the 51st photo is refused", async () => {
    const id = await createDraft(db(), host, place);
    await db()
      .insert(listingPhotos)
      .values(
        Array.from({ length: 50 }, (_, position) => ({
          listingId: id,
          position,
          storageKey: `pool/exterior-0a`,
          alt: "Sample",
          illustration: true,
        })),
      );
    const refused = await add(await jpeg(), id);
    expect(refused).toMatchObject({ ok: false, status: 409 });
    if (!refused.ok) expect(refused.formError).toMatch(/already has 50 photos, the most/);
  });

  it("a published listing keeps at least 5 photos: deleting the 5th is refused (409)", async () => {
    const { db: live } = database();
    const id = await publishedListing(live, host);
    const ids = await order(id);
    expect(ids).toHaveLength(5);
    const refused = await deletePhoto(live, storage, host.id, id, ids[4]!);
    expect(await changeStatus(live, host.id, id, "snooze")).toMatchObject({ ok: true });
    expect(await deletePhoto(live, storage, host.id, id, ids[4]!)).toMatchObject({ ok: false, status: 409 });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    if (!refused.ok) expect(refused.formError).toMatch(/at least 5 photos/);
    expect(await order(id)).toEqual(ids);
    // With a sixth, one may go; the sample illustrations' shared files stay in storage.
    await add(await jpeg(), id);
    expect(await deletePhoto(live, storage, host.id, id, ids[0]!)).toMatchObject({ ok: true });
    expect(await order(id)).toHaveLength(5);
  });

  it("someone else's listing is not found: not listed, added to, reordered, captioned or deleted", async () => {
    const ids = await order();
    expect(await listPhotos(db(), other.id, listingId)).toBeNull();
    expect(await add(await jpeg(), listingId, other.id)).toMatchObject({ ok: false, status: 404 });
    expect(await reorderPhotos(db(), other.id, listingId, [...ids].reverse())).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await makeCover(db(), other.id, listingId, ids[2]!)).toMatchObject({ ok: false, status: 404 });
    expect(await movePhoto(db(), other.id, listingId, ids[2]!, "earlier")).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await captionPhoto(db(), other.id, listingId, ids[0]!, "Mine now")).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await deletePhoto(db(), storage, other.id, listingId, ids[0]!)).toMatchObject({
      ok: false,
      status: 404,
    });
    // A photo id of another listing, on one's own listing, is not found either.
    const mine = await createDraft(db(), other, place);
    expect(await makeCover(db(), other.id, mine, ids[0]!)).toMatchObject({ ok: false, status: 404 });
    expect(await deletePhoto(db(), storage, other.id, mine, ids[0]!)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await order()).toEqual(ids);
  });
});

/** A published listing of `host` with five sample illustrations (shared demo files). */
async function publishedListing(db: Database, host: { id: string; name: string }) {
  const id = await createDraft(db, host, place);
  await db
    .update(listings)
    .set({
      title: "Lakeside cottage with a fenced yard",
      description: "A quiet cottage by the lake with a fenced yard for dogs. ".repeat(3),
      nightlyRateCents: 12_000,
      savedSteps: ["place", "space", "pets", "description", "pricing", "booking"],
    })
    .where(eq(listings.id, id));
  await db.insert(listingPhotos).values(
    Array.from({ length: 5 }, (_, position) => ({
      listingId: id,
      position,
      storageKey: `pool/exterior-${position}a`,
      alt: "Sample",
      illustration: true,
    })),
  );
  const published = await changeStatus(db, host.id, id, "publish");
  expect(published).toMatchObject({ ok: true, value: { status: "published" } });
  return id;
}
