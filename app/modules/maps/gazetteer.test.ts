import { describe, expect, it } from "vitest";
import { distanceM } from "./geo.ts";
import { GAZETTEER, GAZETTEER_COUNTRIES } from "./gazetteer-data.ts";
import { foldText, nudgePin, parseGazetteer, pinValue, suggestPlaces } from "./gazetteer.ts";

const places = parseGazetteer(GAZETTEER, GAZETTEER_COUNTRIES);
const names = (q: string) => suggestPlaces(places, q).map((p) => `${p.name}, ${p.region}`);

describe("the gazetteer", () => {
  it("reads every line, each place once, in the countries the demo data uses", () => {
    const lines = GAZETTEER.split("\n").filter(Boolean);
    expect(places).toHaveLength(lines.length);
    expect(places.length).toBeGreaterThan(250);
    const keys = places.map((p) => `${p.name}|${p.region}|${p.country}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(places.map((p) => p.country))).toEqual(new Set(Object.values(GAZETTEER_COUNTRIES)));
  });

  it("skips malformed lines", () => {
    expect(parseGazetteer("US|A|B|x|1\nZZ|A|B|1|1\nUS|A|B|95|1\nUS|Ok|B|1|2", GAZETTEER_COUNTRIES)).toEqual([
      { name: "Ok", region: "B", country: "United States", lat: 1, lng: 2 },
    ]);
  });

  it("places are where their country is (a rough box per country)", () => {
    const boxes: Record<string, [number, number, number, number]> = {
      "United States": [18, 72, -170, -66],
      Canada: [42, 70, -141, -52],
      Mexico: [14, 33, -118, -86],
      Australia: [-44, -10, 112, 154],
      "United Kingdom": [49, 61, -8, 2],
      Ireland: [51, 56, -11, -5],
      Portugal: [32, 42.2, -26, -6],
      Spain: [27, 44, -18.5, 4.5],
      Germany: [47, 55.1, 5.8, 15.1],
      Netherlands: [50.7, 53.6, 3.3, 7.3],
    };
    for (const p of places) {
      const [s, n, w, e] = boxes[p.country]!;
      expect(p.lat >= s && p.lat <= n && p.lng >= w && p.lng <= e, `${p.name}, ${p.country}`).toBe(true);
    }
  });
});

describe("suggestPlaces", () => {
  it("matches a place by its beginning, accents and case aside", () => {
    expect(names("montreal")[0]).toBe("Montréal, Québec");
    expect(names("BAYF")).toEqual(["Bayfield, Wisconsin"]);
  });

  it("reads a whole address by its parts, the region settling a name two places share", () => {
    expect(names("12 Pine St, Portland, Maine")[0]).toBe("Portland, Maine");
    expect(names("Portland, Oregon")[0]).toBe("Portland, Oregon");
    expect(names("portland")).toEqual(["Portland, Oregon", "Portland, Maine"]);
  });

  it("a word of a name matches too, after those that begin with it", () => {
    const found = names("tahoe");
    expect(found).toEqual(["Lake Tahoe, California", "South Lake Tahoe, California"]);
  });

  it("answers nothing for nothing, or for one letter, and at most six", () => {
    expect(names("")).toEqual([]);
    expect(names(" , x")).toEqual([]);
    expect(names("zzzz")).toEqual([]);
    expect(suggestPlaces(places, "san").length).toBe(6);
  });

  it("folds text", () => {
    expect(foldText("  Málaga—Centro ")).toBe("malaga centro");
  });
});

describe("the pin", () => {
  it("keeps six decimals and wraps the longitude", () => {
    expect(pinValue(46.123456789, -90.82)).toEqual({ lat: 46.123457, lng: -90.82 });
    expect(pinValue(10, 190)).toEqual({ lat: 10, lng: -170 });
    expect(pinValue(95, 0).lat).toBe(90);
  });

  it("moves by the metres asked, each way", () => {
    const start = { lat: 46.81, lng: -90.82 };
    for (const direction of ["north", "south", "east", "west"] as const) {
      const moved = nudgePin(start, direction, 100);
      expect(Math.abs(distanceM(start, moved) - 100)).toBeLessThan(1);
    }
    expect(nudgePin(start, "north", 10).lat).toBeGreaterThan(start.lat);
    expect(nudgePin(start, "west", 10).lng).toBeLessThan(start.lng);
  });
});
