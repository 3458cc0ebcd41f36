import { beforeAll, expect, it, vi } from "vitest";
import * as hostProfile from "../../../app/routes/host/host-profile.tsx";
import * as hostHome from "../../../app/routes/host/home.tsx";
import * as listingNew from "../../../app/routes/host/listing-new.tsx";
import * as listingReview from "../../../app/routes/host/listing-review.tsx";
import * as listingStart from "../../../app/routes/host/listing-start.ts";
import * as listingStep from "../../../app/routes/host/listing-step.tsx";
import * as listings from "../../../app/routes/host/listings.tsx";
import { createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms, type FormAction } from "./hostile.ts";

// Sign-ups and sign-ins hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

const PLACE: Fields = {
  propertyType: "cottage",
  placeKind: "entire",
  address: "12 Elm Street",
  city: "Madison",
  region: "Wisconsin",
  postcode: "53703",
  country: "United States",
  timeZone: "",
  latitude: "43.0731",
  longitude: "-89.4012",
};
const SPACE: Fields = {
  maxGuests: "4",
  bedrooms: "2",
  beds: "2",
  bathrooms: "1.5",
  sizeSqm: "",
  amenities: ["wifi", "washer"],
  accessibilityNotes: "",
};
const PETS: Fields = {
  petsAllowed: "yes",
  species: ["dog", "cat"],
  maxPets: "2",
  maxWeight: "20",
  weightUnit: "kg",
  petFee: "40",
  petFeeBasis: "per_stay",
  unattended: "crated",
  serviceAnimalNote: "Service animals are always welcome.",
};

/** The hosting area's pages, in process: who may do what, and what bad input gets. */
describeWithPlatform("hosting actions", (t) => {
  let host: TestUser;
  let other: TestUser;
  let listingId = "";
  const context = () => t().context();
  const post = (
    route: { action: (args: never) => unknown },
    path: string,
    fields: Fields,
    cookie?: string,
    params: Record<string, string> = {},
  ) => call(route.action, formRequest(path, fields, { cookie }), context(), params);
  const get = (
    route: { loader: (args: never) => unknown },
    path: string,
    cookie?: string,
    params: Record<string, string> = {},
  ) => call(route.loader, getRequest(path, { cookie }), context(), params);

  beforeAll(async () => {
    host = await createUser(t(), { firstName: "Hana", lastName: "Host" });
    other = await createUser(t(), { firstName: "Otto", lastName: "Other" });
  });

  it("a visitor is sent to sign in, and comes back to the new listing", async () => {
    const answer = await get(listingNew, "/host/listings/new");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/sign-in?redirectedFrom=%2Fhost%2Flistings%2Fnew");
  });

  it("the place step makes the draft and goes on to the space; bad input keeps what was typed", async () => {
    const bad = await post(
      listingNew,
      "/host/listings/new",
      { ...PLACE, city: "", latitude: "123" },
      host.cookie,
    );
    expect(bad.status).toBe(400);
    const { fieldErrors, values } = formAnswer(bad);
    expect(Object.keys(fieldErrors).sort()).toEqual(["city", "latitude"]);
    expect(values).toMatchObject({ address: "12 Elm Street", latitude: "123" });

    const made = await post(listingNew, "/host/listings/new", PLACE, host.cookie);
    expect(made.status).toBe(302);
    const match = made.location?.match(/^\/host\/listings\/(\d+)\/space$/);
    expect(match, made.location ?? "").toBeTruthy();
    listingId = match![1]!;
  });

  it("each step saves and leads to the next; the owner's home lists the draft and what it still needs", async () => {
    const params = (step: string) => ({ id: listingId, step });
    const space = await post(
      listingStep,
      `/host/listings/${listingId}/space`,
      SPACE,
      host.cookie,
      params("space"),
    );
    expect(space.location).toBe(`/host/listings/${listingId}/photos`);
    const pets = await post(
      listingStep,
      `/host/listings/${listingId}/pets`,
      PETS,
      host.cookie,
      params("pets"),
    );
    expect(pets.location).toBe(`/host/listings/${listingId}/description`);

    const badPets = await post(
      listingStep,
      `/host/listings/${listingId}/pets`,
      { ...PETS, maxPets: "-1", species: [] },
      host.cookie,
      params("pets"),
    );
    expect(badPets.status).toBe(400);
    expect(Object.keys(formAnswer(badPets).fieldErrors).sort()).toEqual(["maxPets", "species"]);

    const page = await get(listingStep, `/host/listings/${listingId}/pets`, host.cookie, params("pets"));
    expect(page.data).toMatchObject({ step: "pets", values: { maxPets: "2", species: "dog,cat" } });

    const home = await get(listings, "/host/listings", host.cookie);
    expect(home.data).toMatchObject({
      listings: [{ id: Number(listingId), status: "draft", city: "Madison" }],
    });
    const start = await get(listingStart, `/host/listings/${listingId}`, host.cookie, { id: listingId });
    expect(start.location).toBe(`/host/listings/${listingId}/photos`);
    const today = await get(hostHome, "/host", host.cookie);
    expect(today.status).toBe(200);
  });

  it("publishing an unfinished listing answers 409 with what is missing", async () => {
    const answer = await post(
      listingReview,
      `/host/listings/${listingId}/review`,
      { intent: "publish" },
      host.cookie,
      { id: listingId },
    );
    expect(answer.status).toBe(409);
    const steps = (answer.data as { problems: { step: string }[] }).problems.map((p) => p.step);
    expect(steps).toEqual(expect.arrayContaining(["photos", "description", "pricing"]));
  });

  it("the review step names the country in the owner's language (the stored value stays English)", async () => {
    const page = async (cookie: string) =>
      (
        (await get(listingReview, `/host/listings/${listingId}/review`, cookie, { id: listingId })).data as {
          stay: { listing: { country: string } };
        }
      ).stay.listing.country;
    expect(await page(host.cookie)).toBe("United States");
    expect(await page(`${host.cookie}; pfr-lang=es`)).toBe("Estados Unidos");
    expect(await page(`${host.cookie}; pfr-lang=ar`)).toBe("الولايات المتحدة");
  });

  it("a snooze date in the past, or no action at all, is a 400 with a message", async () => {
    const past = await post(
      listingReview,
      `/host/listings/${listingId}/review`,
      { intent: "snooze", until: "2020-01-01" },
      host.cookie,
      { id: listingId },
    );
    expect(past.status).toBe(400);
    const none = await post(listingReview, `/host/listings/${listingId}/review`, {}, host.cookie, {
      id: listingId,
    });
    expect(none.status).toBe(400);
  });

  it("someone else's listing, an id that is not one and an unknown step all answer 404", async () => {
    for (const [route, path, params] of [
      [listingStep, `/host/listings/${listingId}/space`, { id: listingId, step: "space" }],
      [listingReview, `/host/listings/${listingId}/review`, { id: listingId }],
      [listingStart, `/host/listings/${listingId}`, { id: listingId }],
    ] as const) {
      expect((await get(route, path, other.cookie, params)).status).toBe(404);
    }
    const changed = await post(listingStep, `/host/listings/${listingId}/space`, SPACE, other.cookie, {
      id: listingId,
      step: "space",
    });
    expect(changed.status).toBe(404);
    const archived = await post(
      listingReview,
      `/host/listings/${listingId}/review`,
      { intent: "archive" },
      other.cookie,
      { id: listingId },
    );
    expect(archived.status).toBe(404);
    for (const id of ["0", "abc", "99999999999999999999", "1.5"])
      expect((await get(listingStart, `/host/listings/${id}`, host.cookie, { id })).status).toBe(404);
    expect(
      (
        await get(listingStep, `/host/listings/${listingId}/nope`, host.cookie, {
          id: listingId,
          step: "nope",
        })
      ).status,
    ).toBe(404);
  });

  it("the host profile saves about and languages; too long an about is a 400", async () => {
    const saved = await post(
      hostProfile,
      "/host/profile",
      { about: "We live next door with two retired greyhounds.", languages: "English, Japanese" },
      host.cookie,
    );
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({ type: "success", message: "Host profile saved." });
    const page = await get(hostProfile, "/host/profile", host.cookie);
    expect(page.data).toMatchObject({ values: { languages: "English, Japanese" } });
    const tooLong = await post(
      hostProfile,
      "/host/profile",
      { about: "x".repeat(5000), languages: "" },
      host.cookie,
    );
    expect(tooLong.status).toBe(400);
    expect(formAnswer(tooLong).fieldErrors).toHaveProperty("about");
  });

  const forms: FormAction[] = [
    {
      name: "host/listing-new",
      action: listingNew.action,
      path: "/host/listings/new",
      fields: PLACE,
      cookie: () => host.cookie,
    },
    {
      name: "host/listing-step",
      action: listingStep.action,
      path: "/host/listings/1/space",
      fields: SPACE,
      cookie: () => host.cookie,
      params: () => ({ id: listingId, step: "space" }),
    },
    {
      name: "host/listing-review",
      action: listingReview.action,
      path: "/host/listings/1/review",
      fields: { until: "", intent: "snooze" },
      cookie: () => host.cookie,
      params: () => ({ id: listingId }),
    },
    {
      name: "host/host-profile",
      action: hostProfile.action,
      path: "/host/profile",
      fields: { about: "Hello", languages: "English" },
      cookie: () => host.cookie,
    },
  ];
  for (const route of forms) itRefusesHostileForms(t, route);
});
