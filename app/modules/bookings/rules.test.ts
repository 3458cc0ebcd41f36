import { describe, expect, it } from "vitest";
import {
  estimatePets,
  lastCheckInDay,
  MAX_PENDING_REQUESTS,
  PENDING_LIMIT_MESSAGE,
  problemStatus,
  minNightsFor,
  stayProblems,
  stayRulesOf,
  takenDatesMessage,
  type RequestedPet,
  type StayContext,
  type StayRequest,
  type StayRules,
} from "./rules.ts";

const rules: StayRules = {
  status: "published",
  instantBook: false,
  minNights: 2,
  maxNights: 90,
  maxGuests: 4,
  pet: {
    petsAllowed: "yes",
    species: ["dog", "cat"],
    maxPets: 2,
    maxWeightLb: 50,
    breedRestrictions: ["Wolf hybrid"],
  },
};
const dog = (over: Partial<RequestedPet> = {}): RequestedPet => ({
  species: "dog",
  breed: "Beagle",
  weightLb: 30,
  serviceAnimal: false,
  ...over,
});
const request = (over: Partial<StayRequest> = {}): StayRequest => ({
  checkIn: "2027-03-01",
  checkOut: "2027-03-05",
  adults: 2,
  children: 0,
  pets: [dog()],
  ...over,
});
const problems = (
  over: Partial<StayRequest> = {},
  pet: Partial<StayRules["pet"]> = {},
  context: Partial<StayContext> = {},
  listing: Partial<StayRules> = {},
) =>
  stayProblems({ ...rules, ...listing, pet: { ...rules.pet, ...pet } }, request(over), {
    today: "2027-02-01",
    ...context,
  });

describe("stayProblems", () => {
  it("accepts a request that fits the home and its pet policy", () => {
    expect(problems()).toEqual({});
  });

  it("checks dates: real dates, not past, check-out after check-in, within the stay's nights", () => {
    expect(problems({ checkIn: "2027-01-30" }).checkIn).toBe("Check-in can't be in the past.");
    expect(problems({ checkOut: "2027-03-01" }).checkOut).toBe("Check-out must be after check-in.");
    expect(problems({ checkOut: "2027-03-02" }).checkOut).toBe("This stay needs at least 2 nights.");
    expect(problems({ checkOut: "2027-07-01" }).checkOut).toBe("This stay allows at most 90 nights.");
    expect(problems({ checkIn: "soon" }).checkIn).toBe("Choose a check-in date.");
    expect(problems({ checkIn: "2027-02-30" }).checkIn).toBe("Choose a check-in date.");
    expect(problems({ checkOut: "99999-01-01" }).checkOut).toBe("Choose a check-out date.");
    expect(problems({ checkIn: "", checkOut: "" })).toMatchObject({
      checkIn: "Choose a check-in date.",
      checkOut: "Choose a check-out date.",
    });
  });

  it("opens bookings up to 18 months ahead", () => {
    expect(lastCheckInDay("2027-02-01")).toBe("2028-08-01");
    expect(lastCheckInDay("2027-08-31")).toBe("2029-02-28");
    expect(problems({ checkIn: "2028-08-01", checkOut: "2028-08-05" })).toEqual({});
    expect(problems({ checkIn: "2028-08-02", checkOut: "2028-08-05" }).checkIn).toBe(
      "Bookings open up to 18 months ahead.",
    );
  });

  it("keeps the owner's booking settings: advance notice, availability window, preparation nights", () => {
    // Today is 2027-02-01: two days' notice makes Feb 3 the earliest check-in.
    const notice = { advanceNoticeDays: 2 };
    expect(problems({ checkIn: "2027-02-02", checkOut: "2027-02-05" }, {}, {}, notice).checkIn).toBe(
      "The owner needs 2 days' notice: the earliest check-in is Feb 3, 2027.",
    );
    expect(problems({ checkIn: "2027-02-03", checkOut: "2027-02-05" }, {}, {}, notice)).toEqual({});
    expect(
      problems({ checkIn: "2027-02-01", checkOut: "2027-02-05" }, {}, {}, { advanceNoticeDays: 0 }),
    ).toEqual({});

    // A three-month window: May 1 is the last check-in day.
    const window = { availabilityMonths: 3 };
    expect(problems({ checkIn: "2027-05-01", checkOut: "2027-05-04" }, {}, {}, window)).toEqual({});
    expect(problems({ checkIn: "2027-05-02", checkOut: "2027-05-05" }, {}, {}, window).checkIn).toBe(
      "Bookings open up to 3 months ahead.",
    );

    // One night kept free after each stay: before a stay from Mar 10, checking out on Mar 9 leaves
    // the night of the 9th to get ready; checking out on the 10th does not.
    const taken = [{ start: "2027-03-10", end: "2027-03-16" }];
    const prep = { preparationNights: 1 };
    expect(problems({ checkIn: "2027-03-05", checkOut: "2027-03-09" }, {}, { taken }, prep)).toEqual({});
    expect(problems({ checkIn: "2027-03-05", checkOut: "2027-03-10" }, {}, { taken }, prep).checkIn).toBe(
      "Some of these nights are already taken (the owner keeps 1 night free between stays). Pick other dates from the calendar.",
    );
    expect(problems({ checkIn: "2027-03-05", checkOut: "2027-03-10" }, {}, { taken })).toEqual({});
  });

  it("never allows more than 365 nights, whatever the listing allows", () => {
    const long = { maxNights: 1000 };
    expect(problems({ checkIn: "2027-03-01", checkOut: "2028-02-29" }, {}, {}, long)).toEqual({});
    expect(problems({ checkIn: "2027-03-01", checkOut: "2028-03-01" }, {}, {}, long).checkOut).toBe(
      "A stay can be at most 365 nights.",
    );
  });

  it("refuses a request to book while the traveller has 5 waiting, with a conflict status", () => {
    expect(problems({}, {}, { pendingRequests: MAX_PENDING_REQUESTS - 1 })).toEqual({});
    const full = problems({}, {}, { pendingRequests: MAX_PENDING_REQUESTS });
    expect(full).toEqual({ limit: PENDING_LIMIT_MESSAGE });
    expect(problemStatus(full)).toBe(409);
    expect(problemStatus(problems({ adults: 0 }))).toBe(400);
    // Instant book is confirmed at once: nothing waits, nothing is limited.
    expect(problems({}, {}, { pendingRequests: 9 }, { instantBook: true })).toEqual({});
  });

  it("refuses a listing that is not published", () => {
    expect(problems({}, {}, {}, { status: "draft" }).form).toBe(
      "This stay is not taking bookings at the moment.",
    );
  });

  it("checks guests against the home's size", () => {
    expect(problems({ adults: 0 }).adults).toBe("At least one adult is needed.");
    expect(problems({ adults: 2.5 }).adults).toBe("At least one adult is needed.");
    expect(problems({ adults: 3, children: 2 }).adults).toBe("This place sleeps at most 4 guests.");
  });

  it("checks each pet: species, weight, breed, how many", () => {
    expect(problems({ pets: [dog({ species: "reptile" })] })["pets.0.species"]).toBe(
      "No reptiles — dogs and cats welcome",
    );
    expect(problems({ pets: [dog({ species: "dragon" })] })["pets.0.species"]).toBe(
      "Choose a species from the list.",
    );
    expect(problems({ pets: [dog(), dog({ weightLb: 80 })] })["pets.1.weightLb"]).toBe(
      "Pets up to 50 lb — yours is 80 lb",
    );
    expect(problems({ pets: [dog({ weightLb: null })] })["pets.0.weightLb"]).toBe(
      "Enter the weight: dogs up to 50 lb are welcome.",
    );
    expect(problems({ pets: [dog({ breed: "Wolf Hybrid mix" })] })["pets.0.breed"]).toBe(
      "Breed restriction: Wolf hybrid",
    );
    expect(problems({ pets: [dog(), dog(), dog()] }).pets).toBe("Max 2 pets — you're bringing 3");
    expect(problems({ pets: Array.from({ length: 7 }, () => dog({ serviceAnimal: true })) }).pets).toBe(
      "At most 6 animals per booking.",
    );
    expect(problems({}, { petsAllowed: "no" }).pets).toBe("No pets (service animals are always welcome)");
  });

  it("welcomes service animals whatever the pet policy says", () => {
    const service = dog({ weightLb: 80, serviceAnimal: true });
    expect(problems({ pets: [dog(), dog(), service] })).toEqual({});
    expect(problems({ pets: [service] }, { petsAllowed: "no", species: ["cat"] })).toEqual({});
  });

  it("judges the price box's estimate (a count, a species, the heaviest) by the same rules", () => {
    const estimate = (
      pets: RequestedPet[],
      over: Partial<StayRequest> = {},
      taken: StayContext["taken"] = [],
    ) => stayProblems(rules, request({ pets, ...over }), { today: "2027-02-01", taken, mode: "estimate" });
    expect(estimate(estimatePets(2, "dog"))).toEqual({});
    expect(estimate(estimatePets(3, "dog")).pets).toMatch(/Max 2 pets/);
    expect(estimate(estimatePets(1, "dog", 60))["pets.0.weightLb"]).toBe("Pets up to 50 lb — yours is 60 lb");
    expect(estimate(estimatePets(1, "rabbit"))["pets.0.species"]).toMatch(/No rabbits/);
    expect(estimatePets(999_999, "dog")).toHaveLength(7);
    // No dates yet: nothing to say about dates.
    expect(estimate([], { checkIn: undefined, checkOut: undefined })).toEqual({});
    // A check-out day is free for the next check-in; overlaps are taken.
    const taken = [{ start: "2027-03-10", end: "2027-03-15" }];
    expect(estimate([], { checkIn: "2027-03-05", checkOut: "2027-03-10" }, taken)).toEqual({});
    expect(estimate([], { checkIn: "2027-03-15", checkOut: "2027-03-18" }, taken)).toEqual({});
    expect(estimate([], { checkIn: "2027-03-07", checkOut: "2027-03-11" }, taken).checkIn).toMatch(/taken/);
  });
});

describe("minimum stays the owner set for some nights", () => {
  const priced = stayRulesOf({ ...rules, status: "published", instantBook: false }, rules.pet, [
    { start: "2027-03-01", end: "2027-03-08", minNights: 5 },
    { start: "2027-03-10", end: "2027-03-12", minNights: null },
  ]);
  const context = { today: "2027-02-01" };

  it("apply to a stay whose check-in night falls in the override", () => {
    expect(minNightsFor(priced, "2027-03-07")).toBe(5);
    expect(minNightsFor(priced, "2027-03-08")).toBe(2);
    expect(minNightsFor(priced, "2027-03-10")).toBe(2); // a price without a minimum keeps the listing's
    expect(
      stayProblems(priced, request({ checkIn: "2027-03-03", checkOut: "2027-03-06" }), context).checkOut,
    ).toBe("A stay from Mar 3, 2027 needs at least 5 nights.");
    expect(stayProblems(priced, request({ checkIn: "2027-03-03", checkOut: "2027-03-08" }), context)).toEqual(
      {},
    );
    // Checking in the day the override ends: the listing's minimum.
    expect(stayProblems(priced, request({ checkIn: "2027-03-08", checkOut: "2027-03-10" }), context)).toEqual(
      {},
    );
    // A stay running into the override from before it: the listing's minimum too.
    expect(stayProblems(priced, request({ checkIn: "2027-02-27", checkOut: "2027-03-01" }), context)).toEqual(
      {},
    );
  });
});

describe("takenDatesMessage", () => {
  const request = { checkIn: "2027-03-03", checkOut: "2027-03-06" };

  it("says another booking was quicker when one holds any of the nights", () => {
    expect(
      takenDatesMessage(request, [
        { start: "2027-03-01", end: "2027-03-04", kind: "blocked" },
        { start: "2027-03-05", end: "2027-03-08", kind: "booked" },
      ]),
    ).toMatch(/^Those dates were just booked by someone else\./);
  });

  it("says the owner closed them when only blocks hold them, and ignores ranges that only touch", () => {
    expect(
      takenDatesMessage(request, [
        { start: "2027-03-01", end: "2027-03-03", kind: "booked" },
        { start: "2027-03-04", end: "2027-03-05", kind: "blocked" },
        { start: "2027-03-06", end: "2027-03-09", kind: "booked" },
      ]),
    ).toMatch(/^Some of those nights are no longer available: the owner has closed them\./);
  });
});
