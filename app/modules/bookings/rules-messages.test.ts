import { describe, expect, it } from "vitest";
import { localizeErrors, localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { OWN_HOME_MESSAGE } from "./bookings.ts";
import { bookingFormProblems, readBookingForm } from "./booking-form.schema.ts";
import { PAID, UNAVAILABLE } from "./new-card-route.server.ts";
import { BUSY, NOTHING_REFUSED } from "./new-card.server.ts";
import { NOT_HERE as STRIPE_NOT_HERE } from "./stripe-booking-route.server.ts";
import { PENDING_LIMIT_MESSAGE, stayProblems, takenDatesMessage, type StayRules } from "./rules.ts";

const rules: StayRules = {
  status: "published",
  instantBook: false,
  minNights: 2,
  maxNights: 90,
  maxGuests: 4,
  pet: { petsAllowed: "yes", species: ["dog"], maxPets: 1, maxWeightLb: 50, breedRestrictions: [] },
};
const today = "2027-02-01";
const pet = { species: "dog", breed: "", weightLb: null, serviceAnimal: false };
const base = { checkIn: "2027-03-01", checkOut: "2027-03-05", adults: 2, children: 0, pets: [] };

/** Every message the booking rules write (decision 3850): each one is in the catalogue. */
function everyMessage(): string[] {
  const found = (errors: Record<string, string>) => Object.values(errors);
  return [
    ...found(stayProblems({ ...rules, status: "snoozed" }, base, { today, pendingRequests: 9 })),
    ...found(stayProblems(rules, { ...base, checkIn: "", checkOut: "" }, { today })),
    ...found(stayProblems(rules, { ...base, checkIn: "2027-01-01", checkOut: "2027-01-01" }, { today })),
    ...found(stayProblems({ ...rules, advanceNoticeDays: 1 }, { ...base, checkIn: today }, { today })),
    ...found(stayProblems({ ...rules, advanceNoticeDays: 10 }, { ...base, checkIn: today }, { today })),
    ...found(stayProblems(rules, { ...base, checkIn: "2029-03-01", checkOut: "2029-03-02" }, { today })),
    ...found(stayProblems(rules, { ...base, checkOut: "2027-03-02" }, { today })),
    ...found(stayProblems({ ...rules, minNights: 1 }, { ...base, checkOut: "2027-07-01" }, { today })),
    ...found(stayProblems({ ...rules, maxNights: 400 }, { ...base, checkOut: "2028-04-01" }, { today })),
    ...found(
      stayProblems(
        { ...rules, minNightsOverrides: [{ start: "2027-03-01", end: "2027-03-10", minNights: 7 }] },
        base,
        { today },
      ),
    ),
    ...found(stayProblems(rules, base, { today, taken: [{ start: "2027-03-02", end: "2027-03-03" }] })),
    ...found(
      stayProblems({ ...rules, preparationNights: 1 }, base, {
        today,
        taken: [{ start: "2027-03-02", end: "2027-03-03" }],
      }),
    ),
    ...found(stayProblems(rules, { ...base, adults: 0, children: Number.NaN }, { today })),
    ...found(stayProblems(rules, { ...base, adults: 9 }, { today })),
    ...found(stayProblems(rules, { ...base, pets: Array.from({ length: 7 }, () => pet) }, { today })),
    ...found(stayProblems(rules, { ...base, pets: [pet, { ...pet, species: "unicorn" }] }, { today })),
    ...found(
      stayProblems(
        { ...rules, pet: { ...rules.pet, petsAllowed: "no" } },
        { ...base, pets: [pet] },
        { today },
      ),
    ),
    takenDatesMessage(base, [{ start: "2027-03-02", end: "2027-03-03", kind: "booked" }]),
    takenDatesMessage(base, [{ start: "2027-03-02", end: "2027-03-03", kind: "blocked" }]),
    PENDING_LIMIT_MESSAGE,
    OWN_HOME_MESSAGE,
    ...found(
      bookingFormProblems(
        readBookingForm([
          ["adults", "2.5"],
          ["children", "x"],
          ["pets.0.species", "horse"],
          ["pets.0.breed", "b".repeat(61)],
          ["pets.0.weightLb", "heavy"],
          ["pets.1.species", "dog"],
          ["contactPhone", "abc"],
          ["message", "m".repeat(1001)],
        ]),
      ),
    ),
    ...found(bookingFormProblems(readBookingForm([["pets.0.species", "dog"]]))),
  ];
}

describe("the booking rules' messages in the reader's language", () => {
  it("has every message the rules write in the catalogue", () => {
    const messages = [...new Set(everyMessage())];
    expect(messages.length).toBeGreaterThan(25);
    const unknown = messages.filter((message) => serverMessageKey(message) === null);
    expect(unknown).toEqual([]);
  });

  it("says them with the language's plurals, digits and dates", () => {
    const notice = stayProblems({ ...rules, advanceNoticeDays: 3 }, { ...base, checkIn: today }, { today });
    expect(notice.checkIn).toBe("The owner needs 3 days' notice: the earliest check-in is Feb 4, 2027.");
    expect(localizeErrors("es", notice).checkIn).toBe(
      "El propietario necesita 3 días de antelación: la primera llegada posible es el 4 feb 2027.",
    );
    expect(localizeErrors("fr", notice).checkIn).toBe(
      "Le propriétaire demande un préavis de 3 jours : l’arrivée la plus proche possible est le 4 févr. 2027.",
    );
    const one = stayProblems({ ...rules, minNights: 2 }, { ...base, checkOut: "2027-03-02" }, { today });
    expect(localizeMessage("ar", one.checkOut)).toBe("تتطلب هذه الإقامة ليلتين على الأقل.");
    expect(localizeMessage("es", one.checkOut)).toBe("Este alojamiento exige al menos 2 noches.");
  });
});

describe("the trip pages' refusals in the reader's language", () => {
  // The 404s the review, Stripe, trip and new-card pages throw, and the new card's answers.
  const refusals = [
    "We couldn't find that stay.",
    "We couldn't find that trip.",
    "We couldn't find that booking.",
    "We couldn't find that payment.",
    "Not found.",
    "Payments are not taken on this site.",
    STRIPE_NOT_HERE,
    PAID,
    UNAVAILABLE,
    NOTHING_REFUSED,
    BUSY,
  ];

  it("has every one in the catalogue", () => {
    expect(refusals.filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them in Spanish and Arabic", () => {
    expect(localizeMessage("es", "We couldn't find that trip.")).toBe("No encontramos ese viaje.");
    expect(localizeMessage("ar", "We couldn't find that stay.")).toBe("لم نجد هذه الإقامة.");
    expect(localizeMessage("es", PAID)).toBe(
      "Pagado con tu nueva tarjeta: los próximos meses también se cargarán en ella. Hemos avisado al propietario.",
    );
    expect(localizeMessage("ar", STRIPE_NOT_HERE)).toBe("لا تمر المدفوعات عبر Stripe على هذا الموقع.");
  });
});
