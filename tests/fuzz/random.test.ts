import { describe, expect, it } from "vitest";
import { generateCase } from "./cases.ts";
import { caseSeed, mulberry32, Random } from "./random.ts";

describe("the fuzz PRNG", () => {
  it("gives the same sequence for the same seed, and another for another seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(first);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("is pinned: a change to the generator would change every recorded --seed/--only", () => {
    const r = mulberry32(1);
    expect([r(), r(), r()].map((x) => x.toFixed(8))).toEqual(["0.62707394", "0.00273572", "0.52744704"]);
  });

  it("spreads values over the whole range", () => {
    const rng = new Random(7);
    const seen = new Set(Array.from({ length: 2000 }, () => rng.int(0, 9)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("gives each case its own stream, so one case replays alone (--only)", () => {
    expect(caseSeed(1, 0)).not.toBe(caseSeed(1, 1));
    expect(caseSeed(1, 5)).not.toBe(caseSeed(2, 5));
    const fixtures = {
      listings: ["cosy-cabin"],
      own: ["11111111-1111-4111-8111-111111111111"],
      other: ["22222222-2222-4222-8222-222222222222"],
      ownListings: ["7"],
      otherListings: ["8"],
    };
    for (const index of [0, 1, 17, 999]) {
      const once = generateCase(9, index, fixtures, "http://localhost:1");
      const again = generateCase(9, index, fixtures, "http://localhost:1");
      expect(again).toEqual(once);
    }
  });
});
