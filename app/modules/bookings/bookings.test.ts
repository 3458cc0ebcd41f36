import { describe, expect, it } from "vitest";
import { bookingReference, nearestFreeDates } from "./bookings.ts";
import { bookingFormProblems, petRowOf, petRowsSchema, readBookingForm } from "./booking-form.schema.ts";
import { bookingResumePath } from "./booking-page-view.ts";

describe("nearestFreeDates", () => {
  const taken = [
    { start: "2027-03-01", end: "2027-03-10" },
    { start: "2027-03-12", end: "2027-03-20" },
  ];

  it("finds the nearest free stay of the same length before and after", () => {
    expect(nearestFreeDates({ start: "2027-03-05", end: "2027-03-08" }, taken, "2027-02-01")).toEqual({
      earlier: { start: "2027-02-26", end: "2027-03-01" },
      later: { start: "2027-03-20", end: "2027-03-23" },
    });
    // A two-night gap fits a two-night stay.
    expect(nearestFreeDates({ start: "2027-03-11", end: "2027-03-13" }, taken, "2027-03-01").later).toEqual({
      start: "2027-03-20",
      end: "2027-03-22",
    });
    expect(nearestFreeDates({ start: "2027-03-09", end: "2027-03-11" }, taken, "2027-03-01").later).toEqual({
      start: "2027-03-10",
      end: "2027-03-12",
    });
  });

  it("never offers dates before today", () => {
    expect(
      nearestFreeDates({ start: "2027-03-05", end: "2027-03-08" }, taken, "2027-03-01").earlier,
    ).toBeNull();
  });
});

describe("bookingReference", () => {
  it("is short and free of look-alike characters", () => {
    let n = 0;
    const reference = bookingReference((max) => n++ % max);
    expect(reference).toMatch(/^PF-[2-9A-HJKMNP-Z]{6}$/);
  });
});

describe("readBookingForm", () => {
  it("checks the animals as an array, each row's messages under its index", () => {
    const row = { name: "Rex", species: "dog", breed: "Beagle", weightLb: "30", serviceAnimal: false };
    expect(petRowsSchema.safeParse([row]).success).toBe(true);
    const checked = petRowsSchema.safeParse([
      row,
      { ...row, species: "dragon", breed: "x".repeat(61), weightLb: "1e9" },
    ]);
    expect(checked.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["1.species", "Choose a species from the list."],
      ["1.breed", "Use at most 60 characters."],
      ["1.weightLb", "Enter a weight in pounds, like 35."],
    ]);
    const horse = { ...row, species: "miniature_horse" };
    expect(petRowsSchema.safeParse([horse]).error?.issues[0]?.message).toMatch(/only as a service animal/);
    expect(petRowsSchema.safeParse([{ ...horse, serviceAnimal: true }]).success).toBe(true);
  });

  it("reads pet rows in order, numbers and boxes, and keeps what was typed", () => {
    const form = readBookingForm(
      new URLSearchParams(
        "listing=cabin&checkIn=2027-03-01&checkOut=2027-03-05&adults=2&children=1" +
          "&pets.1.name=Max&pets.1.species=cat&pets.1.weightLb=&pets.0.name=Biscuit&pets.0.species=dog&pets.0.weightLb=30" +
          "&pets.0.serviceAnimal=on&contactPhone=+1 415 555 0100&agree=on&idempotencyKey=0123456789abcdef",
      ),
    );
    expect(form.request).toEqual({
      checkIn: "2027-03-01",
      checkOut: "2027-03-05",
      adults: 2,
      children: 1,
      pets: [
        { name: "Biscuit", species: "dog", breed: "", weightLb: 30, serviceAnimal: true },
        { name: "Max", species: "cat", breed: "", weightLb: null, serviceAnimal: false },
      ],
    });
    expect(form.values["pets.1.name"]).toBe("Max");
    expect(form.petRows[1]).toEqual({
      name: "Max",
      species: "cat",
      breed: "",
      weightLb: "",
      serviceAnimal: false,
    });
    expect(form.fieldErrors).toEqual({});
    expect(bookingFormProblems(form)).toEqual({});
  });

  it("turns the detail page's pet count into empty rows, and names missing pieces", () => {
    const form = readBookingForm(new URLSearchParams("listing=cabin&pets=2&adults=x"));
    expect(form.request.pets).toHaveLength(2);
    expect(form.request.adults).toBe(1);
    expect(form.fieldErrors.adults).toBe("Enter the number of adults as a whole number, like 1.");
    expect(bookingFormProblems(form)).toEqual({
      "pets.0.name": "Enter the animal's name.",
      "pets.1.name": "Enter the animal's name.",
      contactPhone: "Enter a phone number the owner can reach you on.",
      agree: "Please accept the house rules and the pet policy.",
      form: "This form is out of date. Please reload the page.",
    });
    expect(readBookingForm(new URLSearchParams("pets=99")).request.pets).toHaveLength(6);
  });

  it("refuses, never coerces, counts and weights that are not plain numbers", () => {
    for (const bad of ["2.9", "0x2", "1e3", "-1", " ", "Infinity"]) {
      const form = readBookingForm(new URLSearchParams({ adults: bad.trim() === "" ? "x" : bad }));
      expect(form.fieldErrors.adults, bad).toMatch(/whole number/);
      expect(form.request.adults).toBe(1);
    }
    expect(readBookingForm(new URLSearchParams("children=1e3")).fieldErrors.children).toMatch(/whole number/);
    expect(readBookingForm(new URLSearchParams("pets=0x2")).fieldErrors.pets).toMatch(/whole number/);
    for (const bad of ["NaN", "1e309", "-5", "0", "401", "abc", "3.14159"]) {
      const form = readBookingForm(
        new URLSearchParams({ "pets.0.name": "Rex", "pets.0.species": "dog", "pets.0.weightLb": bad }),
      );
      expect(form.fieldErrors["pets.0.weightLb"], bad).toBe("Enter a weight in pounds, like 35.");
      expect(form.request.pets[0]!.weightLb).toBeNull();
      expect(form.petRows[0]!.weightLb).toBe(bad);
    }
  });

  it("refuses garbage pet rows and species not in the list", () => {
    for (const key of [
      "pets.x.name",
      "pets.-1.name",
      "pets.1e3.name",
      "pets.007.name",
      "pets.0.__proto__",
      "pets.999.name",
    ])
      expect(readBookingForm(new URLSearchParams({ [key]: "Rex" })).fieldErrors.pets, key).toMatch(
        /could not be read/,
      );
    const form = readBookingForm(new URLSearchParams({ "pets.0.name": "Rex", "pets.0.species": "dragon" }));
    expect(form.fieldErrors["pets.0.species"]).toBe("Choose a species from the list.");
    const many = new URLSearchParams();
    for (let i = 0; i < 20; i++) many.set(`pets.${i}.name`, `Pet ${i}`);
    const crowd = readBookingForm(many);
    expect(crowd.fieldErrors.pets).toBe("At most 6 animals per booking.");
    expect(crowd.request.pets).toHaveLength(7);
  });

  it("adds and removes pet rows, keeping the others as typed", () => {
    const typed = new URLSearchParams("pets.0.name=A&pets.0.species=dog&pets.1.name=B&pets.1.species=cat");
    expect(readBookingForm(typed, { removePet: "0" }).petRows.map((p) => p.name)).toEqual(["B"]);
    expect(readBookingForm(typed, { removePet: "x" }).petRows).toHaveLength(2);
    expect(readBookingForm(typed, { addPet: true }).petRows).toHaveLength(3);
  });

  it("starts from the pets chosen on the stay's page: their species and the heaviest weight", () => {
    // The stay's box sends a count, a species and the heaviest weight: a cat stays a cat.
    const form = readBookingForm(new URLSearchParams("listing=loft&pets=2&species=cat&weight=11"));
    expect(form.petRows).toEqual([
      { name: "", species: "cat", breed: "", weightLb: "11", serviceAnimal: false },
      { name: "", species: "cat", breed: "", weightLb: "", serviceAnimal: false },
    ]);
    expect(form.request.pets[0]).toMatchObject({ species: "cat", weightLb: 11 });
    // No pets asked for: no rows.
    expect(readBookingForm(new URLSearchParams("listing=loft")).petRows).toEqual([]);
    // Saved pets chosen there come as they are; one picked here is added, filled in.
    const max = petRowOf({
      name: "Max",
      species: "dog",
      breed: "Labrador",
      weightLb: 83.78,
      serviceAnimal: false,
    });
    const luna = petRowOf({ name: "Luna", species: "cat", breed: "", weightLb: null, serviceAnimal: false });
    expect(readBookingForm(new URLSearchParams("pets=1&species=bird"), { savedRows: [max] }).petRows).toEqual(
      [max],
    );
    expect(
      readBookingForm(new URLSearchParams("pets.0.name=Rex&pets.0.species=dog"), {
        addRow: luna,
      }).petRows.map((p) => p.name),
    ).toEqual(["Rex", "Luna"]);
    expect(max.weightLb).toBe("83.78");
  });
});

describe("bookingResumePath (back to the form after signing in)", () => {
  const typed = {
    listing: "sunny-flat",
    checkIn: "2027-09-01",
    checkOut: "2027-09-08",
    adults: "2",
    "pets.0.name": "Biscuit",
    message: "We arrive late.",
    agree: "on",
    idempotencyKey: "0123456789abcdef0123",
  };
  it("keeps everything typed but the consent and the key, and reads back as the same form", () => {
    const path = bookingResumePath(typed);
    const form = readBookingForm(new URL(path, "http://x").searchParams);
    expect(form.listing).toBe("sunny-flat");
    expect(form.request).toMatchObject({ checkIn: "2027-09-01", checkOut: "2027-09-08", adults: 2 });
    expect(form.petRows[0]!.name).toBe("Biscuit");
    expect(form.message).toBe("We arrive late.");
    expect(form.agree).toBe(false);
    expect(form.idempotencyKey).toBe("");
  });
  it("leaves a message too long for an address off before the stay", () => {
    const path = bookingResumePath({ ...typed, message: "é".repeat(900) }, 2000);
    expect(path.length).toBeLessThanOrEqual(2000);
    const params = new URL(path, "http://x").searchParams;
    expect(params.has("message")).toBe(false);
    expect(params.get("pets.0.name")).toBe("Biscuit");
  });
});
