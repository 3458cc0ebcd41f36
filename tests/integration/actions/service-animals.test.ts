import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { addDays } from "../../../app/shared/dates.ts";
import * as booking from "../../../app/routes/bookings/booking.tsx";
import { bookings } from "../../../db/schema/index.ts";
import { createListing, createUser, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";

vi.setConfig({ testTimeout: 60_000 });

/**
 * A service animal is a dog, or a miniature horse where the home's country allows it: its pet
 * fee and count are waived, and it is never a way around the species rule.
 */
describeWithPlatform("service animals on the booking page", (t) => {
  let ada: TestUser;
  const tag = crypto.randomBytes(3).toString("hex");
  const dogsOnly = `dogs-only-${tag}`;
  const catsOnly = `cats-only-${tag}`;
  const canada = `canada-${tag}`;
  let day = 30;
  const db = () => t().platform.database.db;
  const fields = (listing: string, pet: Record<string, string>): Fields => {
    day += 5;
    const checkIn = addDays(new Date().toISOString().slice(0, 10), day);
    return {
      listing,
      checkIn,
      checkOut: addDays(checkIn, 2),
      adults: "1",
      children: "0",
      contactPhone: "+1 415 555 0100",
      message: "",
      agree: "on",
      idempotencyKey: crypto.randomUUID(),
      ...Object.fromEntries(Object.entries(pet).map(([k, v]) => [`pets.0.${k}`, v])),
    };
  };
  const post = (f: Fields) =>
    call(booking.action, formRequest("/hotels/booking", f, { cookie: ada.cookie }), t().context());
  const booked = async (location: string | null) => {
    const id = location!.split("booking=")[1]!;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    return row!;
  };

  beforeAll(async () => {
    ada = await createUser(t());
    const fee = { petFeeCents: 5000, petFeeBasis: "per_pet_per_stay" as const };
    await createListing(
      db(),
      { slug: dogsOnly, instantBook: true },
      { species: ["dog"], maxPets: 1, ...fee },
    );
    await createListing(
      db(),
      { slug: catsOnly, instantBook: true },
      { species: ["cat"], maxPets: 1, ...fee },
    );
    await createListing(
      db(),
      { slug: canada, instantBook: true, country: "Canada", city: "Toronto", region: "Ontario" },
      { species: ["dog", "cat"], ...fee },
    );
  });

  it("a cat marked as a service animal cannot come where cats are not welcome", async () => {
    const answer = await post(fields(dogsOnly, { name: "Luna", species: "cat", serviceAnimal: "on" }));
    expect(answer.status).toBe(400);
    expect(formAnswer(answer).fieldErrors["pets.0.species"]).toMatch(/No cats/);
  });

  it("where cats are welcome, a cat marked as a service animal is a pet: counted and charged", async () => {
    const answer = await post(fields(catsOnly, { name: "Luna", species: "cat", serviceAnimal: "on" }));
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    const row = await booked(answer.location);
    expect((row.price as { petFeeCents?: number }).petFeeCents).toBe(5000);
  });

  it("a service dog comes anywhere, free of the pet fee and not counted", async () => {
    const answer = await post(
      fields(catsOnly, { name: "Guide", species: "dog", weightLb: "70", serviceAnimal: "on" }),
    );
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
    const row = await booked(answer.location);
    expect((row.price as { petFeeCents?: number }).petFeeCents ?? 0).toBe(0);
  });

  it("a miniature horse: offered and welcome as a service animal in the US, refused in Canada", async () => {
    const us = await call(
      booking.loader,
      getRequest(`/hotels/booking?listing=${dogsOnly}`, { cookie: ada.cookie }),
      t().context(),
    );
    expect(us.data).toMatchObject({ listing: { serviceHorses: true } });
    const abroad = await call(
      booking.loader,
      getRequest(`/hotels/booking?listing=${canada}`, { cookie: ada.cookie }),
      t().context(),
    );
    expect(abroad.data).toMatchObject({ listing: { serviceHorses: false } });

    const horse = { name: "Pony", species: "miniature_horse", weightLb: "150", serviceAnimal: "on" };
    const here = await post(fields(dogsOnly, horse));
    expect(here.status, JSON.stringify(here.data)).toBe(302);
    const there = await post(fields(canada, horse));
    expect(there.status).toBe(400);
    expect(formAnswer(there).fieldErrors["pets.0.species"]).toMatch(/No miniature horses/);
    // Not marked as a service animal: never a pet.
    const asPet = await post(fields(dogsOnly, { ...horse, serviceAnimal: "" }));
    expect(asPet.status).toBe(400);
    expect(formAnswer(asPet).fieldErrors["pets.0.species"]).toMatch(/only as a service animal/);
  });
});
