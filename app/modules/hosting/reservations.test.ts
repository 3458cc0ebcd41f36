import { describe, expect, it } from "vitest";
import { stayRulesOf } from "../bookings/rules.ts";
import {
  atAGlance,
  declineSchema,
  hostCardSettlementWords,
  hostCancelSchema,
  hostSettlementWords,
  petsAgainstPolicy,
  tabOf,
  timeLeft,
} from "./reservations.ts";

const stay = { start: "2027-03-10", end: "2027-03-14" };

describe("the owner's lists", () => {
  it("puts each booking in one list, on the home's today", () => {
    expect(tabOf("pending", stay, "2027-03-01")).toBe("requests");
    expect(tabOf("confirmed", stay, "2027-03-09")).toBe("upcoming");
    expect(tabOf("confirmed", stay, "2027-03-10")).toBe("current");
    expect(tabOf("confirmed", stay, "2027-03-13")).toBe("current");
    // Check-out day: the stay is over (the sweep marks it completed after check-out time).
    expect(tabOf("confirmed", stay, "2027-03-14")).toBe("past");
    expect(tabOf("completed", stay, "2027-03-20")).toBe("past");
    for (const status of ["declined", "cancelled", "expired"])
      expect(tabOf(status, stay, "2027-03-01")).toBe("cancelled");
  });

  it("counts down in whole minutes, never below zero, urgent under 4 hours", () => {
    const now = new Date("2027-03-01T10:00:00Z");
    expect(timeLeft(new Date("2027-03-02T09:30:00Z"), now)).toEqual({
      minutes: 1410,
      text: "23 h 30 min",
      urgent: false,
    });
    expect(timeLeft(new Date("2027-03-01T13:59:59Z"), now)).toMatchObject({
      text: "3 h 59 min",
      urgent: true,
    });
    expect(timeLeft(new Date("2027-03-01T10:05:00Z"), now).text).toBe("5 min");
    expect(timeLeft(new Date("2027-03-01T09:00:00Z"), now)).toMatchObject({ minutes: 0, text: "no time" });
  });

  it("shows the host home's arrivals, stays and departures within a week", () => {
    const row = (status: string, start: string, end: string, expiresAt: Date | null = null) => ({
      status,
      stay: { start, end },
      today: "2027-03-10",
      expiresAt,
    });
    const rows = [
      row("confirmed", "2027-03-10", "2027-03-12"), // arrives today
      row("confirmed", "2027-03-17", "2027-03-20"), // arrives in 7 days
      row("confirmed", "2027-03-18", "2027-03-20"), // too far
      row("confirmed", "2027-03-05", "2027-03-11"), // staying, leaves tomorrow
      row("confirmed", "2027-02-01", "2027-05-01"), // staying, leaves later
      row("pending", "2027-04-01", "2027-04-03", new Date("2027-03-11T00:00:00Z")),
      row("pending", "2027-04-05", "2027-04-07", new Date("2027-03-10T18:00:00Z")),
      row("cancelled", "2027-03-10", "2027-03-12"),
    ];
    const glance = atAGlance(rows);
    expect(glance.arriving.map((r) => r.stay.start)).toEqual(["2027-03-10", "2027-03-17"]);
    expect(glance.staying.map((r) => r.stay.start)).toEqual(["2027-02-01", "2027-03-05"]);
    expect(glance.leaving.map((r) => r.stay.end)).toEqual(["2027-03-11"]);
    // The request closest to its deadline first.
    expect(glance.requests.map((r) => r.stay.start)).toEqual(["2027-04-05", "2027-04-01"]);
  });
});

describe("answers", () => {
  it("needs a reason to decline, and words when the reason is 'other'", () => {
    expect(declineSchema.safeParse({ note: "" }).success).toBe(false);
    expect(declineSchema.safeParse({ reason: "other", note: "" }).success).toBe(false);
    expect(declineSchema.safeParse({ reason: "other", note: "Family visiting" }).success).toBe(true);
    expect(declineSchema.safeParse({ reason: "dates" }).success).toBe(true);
    expect(declineSchema.safeParse({ reason: "nonsense" }).success).toBe(false);
    expect(declineSchema.safeParse({ reason: "dates", note: "x".repeat(501) }).success).toBe(false);
  });

  it("needs a real reason to cancel a confirmed stay", () => {
    expect(hostCancelSchema.safeParse({ note: "busy" }).success).toBe(false);
    expect(hostCancelSchema.safeParse({ note: "A pipe burst in the kitchen." }).success).toBe(true);
  });
});

describe("pets against the policy", () => {
  const rules = stayRulesOf(
    { status: "published", instantBook: false, minNights: 1, maxNights: 30, maxGuests: 4 },
    { petsAllowed: "yes", species: ["dog"], maxPets: 1, maxWeightLb: 50, breedRestrictions: ["pit bull"] },
  );

  it("says, per animal, what does not fit; service animals always fit", () => {
    const check = petsAgainstPolicy(rules, [
      { name: "Max", species: "dog", weightLb: 80 },
      { name: "Luna", species: "cat" },
      { name: "Guide", species: "dog", serviceAnimal: true, weightLb: 90 },
    ]);
    expect(check.overall).toBe("Max 1 pet — you're bringing 2");
    expect(check.pets[0]!.problems).toEqual(["Dogs up to 50 lb — Max is 80 lb"]);
    expect(check.pets[1]!.problems).toEqual(["No cats — dogs welcome"]);
    expect(check.pets[2]!.problems).toEqual([]);
  });

  it("finds nothing wrong with a pet that fits", () => {
    const check = petsAgainstPolicy(rules, [
      { name: "Biscuit", species: "dog", breed: "Beagle", weightLb: 30 },
    ]);
    expect(check).toEqual({
      overall: null,
      pets: [{ name: "Biscuit", species: "dog", breed: "Beagle", weightLb: 30, problems: [] }],
    });
  });
});

describe("a cancellation in the owner's words", () => {
  const settle = (paidCents: number, keptCents: number) => ({
    paidCents,
    keptCents,
    backCents: Math.max(0, paidCents - keptCents),
    oweCents: Math.max(0, keptCents - paidCents),
  });

  it("never speaks of paying back money nobody paid", () => {
    for (const done of [false, true]) {
      const words = hostSettlementWords(settle(0, 0), "USD", 120_000, done);
      expect(words).toMatch(/^Nothing ha[sd] been paid/);
      expect(words).not.toMatch(/refund|pay back|in full/i);
    }
  });

  it("names what was paid, what comes back and what is still owed", () => {
    expect(hostSettlementWords(settle(100_000, 0), "USD", 100_000, true)).toBe(
      "The traveller had paid $1,000; you pay back $1,000.",
    );
    expect(hostSettlementWords(settle(100_000, 40_000), "EUR", 100_000)).toBe(
      "The traveller has paid €1,000; you would pay back €600.",
    );
    expect(hostSettlementWords(settle(0, 50_000), "USD", 100_000, true)).toBe(
      "Nothing had been paid; under the cancellation policy the traveller owes you $500 of the $1,000 total.",
    );
    expect(hostSettlementWords(settle(30_000, 50_000), "USD", 100_000, true)).toBe(
      "The traveller had paid $300; under the cancellation policy they still owe you $200.",
    );
    expect(hostSettlementWords(settle(50_000, 50_000), "USD", 100_000, true)).toBe(
      "The traveller had paid $500; under the cancellation policy you keep all of it.",
    );
  });
});

describe("hostCardSettlementWords (paid through the site)", () => {
  it("speaks of the card: everything back if the owner cancels, what went back once cancelled", () => {
    const money = { paidCents: 35_000, refundedCents: 0, currency: "USD" };
    expect(hostCardSettlementWords(money, false)).toBe(
      "The guest paid $350 by card: if you cancel, all of it is refunded to their card.",
    );
    expect(hostCardSettlementWords({ ...money, refundedCents: 20_000 }, true)).toBe(
      "The guest paid $350 by card; $200 was refunded to it.",
    );
    expect(hostCardSettlementWords({ ...money, paidCents: 0 }, false)).toBe(
      "Nothing has been paid by card yet: nothing to refund.",
    );
  });
});
