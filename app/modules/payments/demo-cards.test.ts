import { describe, expect, it } from "vitest";
import {
  DEMO_CARDS,
  demoCardOf,
  demoCardProblem,
  normaliseCardNumber,
  passesLuhn,
  spacedCardNumber,
} from "./demo-cards.ts";

describe("the demo's test cards", () => {
  it("are valid card numbers, one per behaviour", () => {
    for (const card of DEMO_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(new Set(DEMO_CARDS.map((c) => c.behaviour)).size).toBe(4);
  });

  it("are read as typed, with spaces or dashes", () => {
    expect(normaliseCardNumber("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(normaliseCardNumber("4000-0000-0000-0002")).toBe("4000000000000002");
    expect(normaliseCardNumber("4242")).toBeNull();
    expect(normaliseCardNumber("4242 4242 4242 424x")).toBeNull();
    expect(demoCardOf("4000000000009995")?.behaviour).toBe("insufficient_funds");
    expect(spacedCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  });

  it("are the only numbers the demo takes: a real card's number is refused", () => {
    expect(demoCardProblem("4242 4242 4242 4242")).toBeNull();
    expect(demoCardProblem("4111 1111 1111 1111")).toMatch(/only the test cards/);
    expect(demoCardProblem("4242 4242 4242 4241")).toMatch(/16 digits/);
    expect(demoCardProblem("")).toMatch(/16 digits/);
  });
});
