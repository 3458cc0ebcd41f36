import { describe, expect, it } from "vitest";
import {
  bookingFormProblems,
  bookingReference,
  bookingRequestProblems,
  nearestFreeDates,
  readBookingForm,
  type BookingRequest,
  type PetInput,
} from "./bookings.ts";

const listing = { minNights: 2, maxNights: 90, maxGuests: 4, status: "published" };
const petPolicy = {
  petsAllowed: "yes",
  species: ["dog", "cat"],
  maxPets: 2,
  maxWeightLb: 50,
  breedRestrictions: ["Wolf hybrid"],
};
const dog = (over: Partial<PetInput> = {}): PetInput => ({
  name: "Biscuit",
  species: "dog",
  breed: "Beagle",
  weightLb: 30,
  serviceAnimal: false,
  ...over,
});
const request = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  checkIn: "2027-03-01",
  checkOut: "2027-03-05",
  adults: 2,
  children: 0,
  pets: [dog()],
  ...over,
});
const problems = (over: Partial<BookingRequest> = {}, pet: Partial<typeof petPolicy> = {}) =>
  bookingRequestProblems(request(over), listing, { ...petPolicy, ...pet }, "2027-02-01");

describe("bookingRequestProblems", () => {
  it("accepts a request that fits the home and its pet policy", () => {
    expect(problems()).toEqual({});
  });

  it("checks dates: not past, check-out after check-in, within the stay's nights", () => {
    expect(problems({ checkIn: "2027-01-30" }).checkIn).toBe("Check-in can't be in the past.");
    expect(problems({ checkOut: "2027-03-01" }).checkOut).toBe("Check-out must be after check-in.");
    expect(problems({ checkOut: "2027-03-02" }).checkOut).toBe("This stay is at least 2 nights.");
    expect(problems({ checkOut: "2027-07-01" }).checkOut).toBe("This stay is at most 90 nights.");
    expect(problems({ checkIn: "soon" }).checkIn).toBe("Choose a check-in date.");
  });

  it("checks guests against the home's size", () => {
    expect(problems({ adults: 0 }).adults).toBe("At least one adult stays.");
    expect(problems({ adults: 3, children: 2 }).adults).toBe("This home sleeps up to 4 guests.");
  });

  it("checks each pet: species, weight, breed, how many", () => {
    expect(problems({ pets: [dog({ species: "reptile" })] })["pets.0.species"]).toBe(
      "This home doesn't take reptiles. It welcomes: dog, cat.",
    );
    expect(problems({ pets: [dog(), dog({ name: "Max", weightLb: 80 })] })["pets.1.weightLb"]).toBe(
      "Pets up to 50 lb are welcome here.",
    );
    expect(problems({ pets: [dog({ weightLb: null })] })["pets.0.weightLb"]).toBe(
      "Enter the weight: dogs up to 50 lb are welcome.",
    );
    expect(problems({ pets: [dog({ breed: "Wolf Hybrid mix" })] })["pets.0.breed"]).toBe(
      "The owner can't take Wolf hybrid breeds.",
    );
    expect(problems({ pets: [dog(), dog(), dog()] }).pets).toBe(
      "This home takes up to 2 pets (service animals don't count).",
    );
    expect(problems({ pets: [dog({ name: " " })] })["pets.0.name"]).toBe("Enter the animal's name.");
    expect(problems({}, { petsAllowed: "no" }).pets).toBe(
      "This home does not take pets (service animals are welcome).",
    );
  });

  it("welcomes service animals whatever the pet policy says", () => {
    const service = dog({ name: "Guide", weightLb: 80, species: "dog", serviceAnimal: true });
    expect(problems({ pets: [dog(), dog({ name: "Max" }), service] })).toEqual({});
    expect(problems({ pets: [service] }, { petsAllowed: "no", species: ["cat"] })).toEqual({});
  });
});

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
    expect(bookingFormProblems(form)).toEqual({});
  });

  it("turns the detail page's pet count into empty rows, and names missing pieces", () => {
    const form = readBookingForm(new URLSearchParams("listing=cabin&pets=2&adults=x"));
    expect(form.request.pets).toHaveLength(2);
    expect(form.request.adults).toBe(1);
    expect(bookingFormProblems(form)).toEqual({
      contactPhone: "Enter a phone number the owner can reach you on.",
      agree: "Please accept the house rules and the pet policy.",
      form: "This form is out of date. Please reload the page.",
    });
    expect(readBookingForm(new URLSearchParams("pets=99")).request.pets).toHaveLength(6);
  });
});
