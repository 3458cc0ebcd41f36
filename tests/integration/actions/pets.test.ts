import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, expect, it, vi } from "vitest";
import * as petEdit from "../../../app/routes/user/pet-edit.tsx";
import * as petsPage from "../../../app/routes/user/pets.tsx";
import { petSummary } from "../../../app/modules/pets/pets.ts";
import { todayIn } from "../../../app/shared/dates.ts";
import { getPet, listPets, petsByIds } from "../../../app/modules/pets/pets.server.ts";
import { createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import {
  call,
  formAnswer,
  formRequest,
  getRequest,
  multipartRequest,
  toastOf,
} from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

const MAX = {
  name: "Max",
  species: "dog",
  breed: "Labrador Retriever",
  weight: "38",
  weightUnit: "kg",
  ageYears: "4",
  ageMonths: "2",
  vaccinated: "on",
  vaccinatedOn: "2026-03-01",
  houseTrained: "on",
  goodWithChildren: "yes",
  goodWithAnimals: "unsure",
  notes: "Loves the beach.",
};

describeWithPlatform("saved pets actions", (t) => {
  let ada: TestUser;
  let bo: TestUser;
  beforeAll(async () => {
    ada = await createUser(t());
    bo = await createUser(t());
  });
  const db = () => t().platform.database.db;
  const save = (who: TestUser, fields: Record<string, string>, id?: string) =>
    call(
      petEdit.action,
      formRequest(id ? `/user/pets/${id}` : "/user/pets/new", fields, { cookie: who.cookie }),
      t().context(),
      id ? { id } : {},
    );

  it("adds a pet, stored in pounds and shown in the owner's unit, then edits it", async () => {
    const answer = await save(ada, MAX);
    expect(answer.status).toBe(302);
    const [max] = await listPets(db(), ada.id);
    expect(answer.location).toBe(`/user/pets/${max!.id}`);
    expect((await toastOf(answer))?.message).toBe("Max is saved.");
    expect(max).toMatchObject({
      species: "dog",
      weightLb: 83.78,
      weightUnit: "kg",
      vaccinatedOn: "2026-03-01",
    });
    expect(petSummary(max!, todayIn("UTC"))).toBe(
      "Max — dog, Labrador Retriever, 38 kg, 4 years 2 months · vaccinated (2026-03-01), house-trained, good with children",
    );
    // The edit form shows it as typed.
    const page = await call(
      petEdit.loader,
      getRequest(`/user/pets/${max!.id}`, { cookie: ada.cookie }),
      t().context(),
      {
        id: max!.id,
      },
    );
    expect((page.data as { values: Record<string, string> }).values).toMatchObject({
      weight: "38",
      weightUnit: "kg",
    });
    const edited = await save(ada, { ...MAX, weight: "80", weightUnit: "lb", serviceAnimal: "on" }, max!.id);
    expect(edited.status).toBe(302);
    expect(await getPet(db(), ada.id, max!.id)).toMatchObject({ weightLb: 80, serviceAnimal: true });
  });

  it("refuses bad input with a message per field and keeps what was typed", async () => {
    const answer = await save(ada, { ...MAX, name: "", species: "dragon", weight: "12,5", ageMonths: "14" });
    expect(answer.status).toBe(400);
    const { fieldErrors, values } = formAnswer(answer);
    expect(fieldErrors).toMatchObject({
      name: "Enter your pet's name.",
      species: "Choose a species from the list.",
      weight: "Enter the weight as a number, like 12.5.",
    });
    expect(values).toMatchObject({ weight: "12,5", species: "dragon" });
    expect(
      formAnswer(await save(ada, { ...MAX, weight: "300", weightUnit: "kg" })).fieldErrors.weight,
    ).toMatch(/181\.4 kg/);
  });

  it("answers 404 for someone else's pet: read, change, remove, picture", async () => {
    const [max] = await listPets(db(), ada.id);
    const id = max!.id;
    const read = await call(
      petEdit.loader,
      getRequest(`/user/pets/${id}`, { cookie: bo.cookie }),
      t().context(),
      { id },
    );
    expect(read.status).toBe(404);
    expect((await save(bo, MAX, id)).status).toBe(404);
    const removed = await call(
      petsPage.action,
      formRequest("/user/pets", { intent: "delete", id }, { cookie: bo.cookie }),
      t().context(),
    );
    expect(removed.status).toBe(404);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c96" } })
      .png()
      .toBuffer();
    const photo = await call(
      petEdit.action,
      multipartRequest(`/user/pets/${id}`, { photo: new File([png], "max.png") }, { cookie: bo.cookie }),
      t().context(),
      { id },
    );
    expect(photo.status).toBe(404);
    // Only one's own among ids; garbage names nothing.
    expect(await petsByIds(db(), bo.id, [id, "nope"])).toEqual([]);
    expect((await petsByIds(db(), ada.id, [id, "nope"])).map((p) => p.name)).toEqual(["Max"]);
  });

  it("takes a picture by the avatars' rules into its own bucket; refuses what is not one; removes it with the pet", async () => {
    const [max] = await listPets(db(), ada.id);
    const id = max!.id;
    const send = (file: File) =>
      call(
        petEdit.action,
        multipartRequest(`/user/pets/${id}`, { intent: "upload", photo: file }, { cookie: ada.cookie }),
        t().context(),
        { id },
      );
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#c96" } })
      .png()
      .toBuffer();
    const uploaded = await send(new File([png], "max.png", { type: "image/png" }));
    expect(uploaded.status).toBe(302);
    const url = (await getPet(db(), ada.id, id))!.photoUrl!;
    expect(url).toMatch(new RegExp(`^/media/pet-photos/${ada.id}/${id}/\\d+\\.png$`));
    const stored = path.join(t().dataDir, "media", url.replace("/media/", ""));
    expect((await sharp(fs.readFileSync(stored)).metadata()).width).toBe(512);

    const refused = await send(new File([Buffer.from("not a picture")], "max.png", { type: "image/png" }));
    expect(refused.status).toBe(415);
    expect((refused.data as { photoError: string }).photoError).toMatch(/not a picture we can use/);

    const removed = await call(
      petsPage.action,
      formRequest("/user/pets", { intent: "delete", id }, { cookie: ada.cookie }),
      t().context(),
    );
    expect(removed.status).toBe(302);
    expect(await listPets(db(), ada.id)).toEqual([]);
    expect(fs.existsSync(stored)).toBe(false);
  });

  itRefusesHostileForms(t, {
    name: "routes/user/pet-edit (new)",
    action: petEdit.action,
    path: "/user/pets/new",
    fields: MAX,
    cookie: () => ada.cookie,
  });
  itRefusesHostileForms(t, {
    name: "routes/user/pets",
    action: petsPage.action,
    path: "/user/pets",
    fields: { intent: "delete", id: "11111111-1111-4111-8111-111111111111" },
    cookie: () => ada.cookie,
  });
});
