import sharp from "sharp";
import { beforeAll, expect, it, vi } from "vitest";
import { createDraft } from "../../../app/modules/hosting/hosting.server.ts";
import { listPhotos } from "../../../app/modules/hosting/listing-editor/listing-photos.server.ts";
import { placeSchema } from "../../../app/modules/hosting/listing-editor/listing-forms.ts";
import * as photosApi from "../../../app/routes/api/listing-photos.ts";
import * as photosPage from "../../../app/routes/host/listing-photos.tsx";
import { createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import {
  call,
  CROSS_SITE,
  formRequest,
  getRequest,
  multipartRequest,
  toastOf,
  type Fields,
} from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

// Sign-ups hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

const place = placeSchema.parse({
  propertyType: "apartment",
  placeKind: "entire",
  address: "9 Harbour Road",
  city: "Halifax",
  region: "Nova Scotia",
  postcode: "B3H 1A1",
  country: "Canada",
  latitude: "44.6488",
  longitude: "-63.5752",
});

const jpeg = (width = 1200, height = 900, hue = 60) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
const file = async (name: string, bytes: Buffer | Promise<Buffer>) =>
  new File([new Uint8Array(await bytes)], name, { type: "image/jpeg" });

/** The photo step's page action and its upload endpoint, called as React Router would. */
describeWithPlatform("host photo actions", (t) => {
  let ada: TestUser;
  let bob: TestUser;
  let listing: number;
  const db = () => t().platform.database.db;
  const page = () => `/host/listings/${listing}/photos`;
  const api = () => `/api/host/listings/${listing}/photos`;
  const params = () => ({ id: String(listing) });
  const post = (fields: Fields, cookie = ada.cookie) =>
    call(photosPage.action, formRequest(page(), fields, { cookie }), t().context(), params());
  const photoIds = async () => (await listPhotos(db(), ada.id, listing))!.photos.map((p) => p.id);

  beforeAll(async () => {
    ada = await createUser(t(), { firstName: "Ada", lastName: "Host" });
    bob = await createUser(t(), { firstName: "Bob", lastName: "Other" });
    listing = await createDraft(db(), { id: ada.id, name: "Ada Host" }, place);
  });

  it("upload endpoint: one photo per request → 200 with its result; the page lists it", async () => {
    const answer = await call(
      photosApi.action,
      multipartRequest(api(), { photo: await file("porch.jpg", jpeg()) }, { cookie: ada.cookie }),
      t().context(),
      params(),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ results: [{ name: "porch.jpg", ok: true, message: "Added." }] });
    const shown = await call(
      photosPage.loader,
      getRequest(page(), { cookie: ada.cookie }),
      t().context(),
      params(),
    );
    const { photos } = shown.data as { photos: { src: string; srcSet: string; alt: string }[] };
    expect(photos).toHaveLength(1);
    expect(photos[0]!.src).toMatch(new RegExp(`^/media/listings/${listing}/[\\w-]+-960\\.webp$`));
    expect(photos[0]!.srcSet).toContain("480w");
  });

  it("upload endpoint: a text file named .jpg → 415 with the reason; someone else's listing → 404; cross-site → 403", async () => {
    const text = await call(
      photosApi.action,
      multipartRequest(
        api(),
        { photo: new File(["just words"], "cat.jpg", { type: "image/jpeg" }) },
        { cookie: ada.cookie },
      ),
      t().context(),
      params(),
    );
    expect(text.status).toBe(415);
    expect(JSON.stringify(text.data)).toMatch(/not a picture/);
    const theirs = await call(
      photosApi.action,
      multipartRequest(api(), { photo: await file("x.jpg", jpeg()) }, { cookie: bob.cookie }),
      t().context(),
      params(),
    );
    expect(theirs.status).toBe(404);
    const crossSite = await call(
      photosApi.action,
      multipartRequest(
        api(),
        { photo: await file("x.jpg", jpeg()) },
        { cookie: ada.cookie, origin: CROSS_SITE },
      ),
      t().context(),
      params(),
    );
    expect(crossSite.status).toBe(403);
    const anonymous = await call(
      photosApi.action,
      multipartRequest(api(), { photo: await file("x.jpg", jpeg()) }),
      t().context(),
      params(),
    );
    expect(anonymous.status).toBe(401);
    expect(await photoIds()).toHaveLength(1);
  });

  it("plain form: several files at once, each answered; a bad one says why and the others go on", async () => {
    const body = new FormData();
    body.append("intent", "upload");
    body.append("photo", await file("garden.jpg", jpeg(1400, 1000, 20)));
    body.append("photo", await file("tiny.jpg", jpeg(320, 240)));
    body.append("photo", await file("hall.jpg", jpeg(1400, 1000, 200)));
    const request = new Request(`http://localhost:3000${page()}`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie: ada.cookie },
      body,
    });
    const answer = await call(photosPage.action, request, t().context(), params());
    expect(answer.status).toBe(200);
    const { uploads } = answer.data as { uploads: { name: string; ok: boolean; message: string }[] };
    expect(uploads.map((u) => [u.name, u.ok])).toEqual([
      ["garden.jpg", true],
      ["tiny.jpg", false],
      ["hall.jpg", true],
    ]);
    expect(uploads[1]!.message).toMatch(/320 × 240/);
    expect(await photoIds()).toHaveLength(3);
  });

  it("move, cover, caption, reorder: plain posts come back to the page with a toast; with js=1 they answer data", async () => {
    const [a, b, c] = await photoIds();
    const moved = await post({ intent: "move", photo: String(c), direction: "earlier" });
    expect(moved.status).toBe(302);
    expect(moved.location).toBe(`${page()}#photo-${c}`);
    expect(await toastOf(moved)).toMatchObject({ type: "success", message: "Photo moved." });
    expect(await photoIds()).toEqual([a, c, b]);

    const cover = await post({ intent: "cover", photo: String(b), js: "1" });
    expect(cover.status).toBe(200);
    expect(cover.data).toMatchObject({ ok: true, message: "Cover photo changed." });
    expect(await photoIds()).toEqual([b, a, c]);

    expect((await post({ intent: "reorder", order: [c, b, a].join(",") })).status).toBe(302);
    expect(await photoIds()).toEqual([c, b, a]);
    expect((await post({ intent: "reorder", order: [c, b].join(",") })).status).toBe(409);

    expect((await post({ intent: "caption", photo: String(a), caption: "Fenced garden" })).status).toBe(302);
    const long = await post({ intent: "caption", photo: String(a), caption: "x".repeat(141) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.data)).toMatch(/at most 140/);
    const found = await listPhotos(db(), ada.id, listing);
    expect(found!.photos[2]).toMatchObject({ caption: "Fenced garden", alt: "Fenced garden" });
  });

  it("delete: removed with a toast; an unknown intent or photo id → 4xx", async () => {
    const [first, ...rest] = await photoIds();
    const deleted = await post({ intent: "delete", photo: String(first) });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe(page());
    expect(await toastOf(deleted)).toMatchObject({ message: "Photo removed." });
    expect(await photoIds()).toEqual(rest);
    expect((await post({ intent: "delete", photo: String(first) })).status).toBe(404);
    expect((await post({ intent: "explode", photo: String(rest[0]) })).status).toBe(400);
    expect((await post({ intent: "cover", photo: "1e3" })).status).toBe(400);
  });

  it("someone else's listing → 404 to read and to change; nothing changes", async () => {
    const before = await photoIds();
    const read = await call(
      photosPage.loader,
      getRequest(page(), { cookie: bob.cookie }),
      t().context(),
      params(),
    );
    expect(read.status).toBe(404);
    const changed = await post({ intent: "delete", photo: String(before[0]) }, bob.cookie);
    expect(changed.status).toBe(404);
    expect(await photoIds()).toEqual(before);
  });

  it("signed out → sent to sign in", async () => {
    const answer = await call(
      photosPage.action,
      formRequest(page(), { intent: "cover", photo: "1" }),
      t().context(),
      params(),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/sign-in\?redirectedFrom=/);
  });

  itRefusesHostileForms(t, {
    name: "host/listing-photos",
    action: photosPage.action,
    path: "/host/listings/0/photos",
    fields: { caption: "Porch", intent: "caption", photo: "1" },
    cookie: () => ada.cookie,
    params: () => params(),
  });
});
