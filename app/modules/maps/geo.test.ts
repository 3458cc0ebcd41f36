import { describe, expect, it } from "vitest";
import { areaOffsetOf } from "./area.server";
import {
  AREA_RADIUS_M,
  approximateArea,
  coarseBounds,
  boundsContain,
  boundsOfPoints,
  distanceM,
  formatBounds,
  parseBounds,
  pinLabel,
} from "./geo";

describe("parseBounds", () => {
  it("reads west,south,east,north in degrees", () => {
    expect(parseBounds("-97.9,30.1,-97.5,30.5")).toEqual({
      bounds: { west: -97.9, south: 30.1, east: -97.5, north: 30.5 },
    });
    expect(parseBounds(" 170 , -20 , -170 , 20 ")).toEqual({
      bounds: { west: 170, south: -20, east: -170, north: 20 },
    });
  });

  it("refuses what no map sends, saying why", () => {
    for (const raw of ["1,2,3", "a,b,c,d", "1e3,0,1,1", "NaN,0,1,1", "0x1,0,1,1", "1,2,3,4,5", ""])
      expect(parseBounds(raw)).toEqual({ error: expect.stringMatching(/four numbers/) });
    expect(parseBounds("-200,0,10,10")).toEqual({ error: expect.stringMatching(/off the map/) });
    expect(parseBounds("0,-91,10,10")).toEqual({ error: expect.stringMatching(/off the map/) });
    expect(parseBounds("-97,31,-98,30")).toEqual({ error: expect.stringMatching(/south edge/) });
    expect(parseBounds("5,1,5,2")).toEqual({ error: expect.stringMatching(/no width/) });
  });

  it("round-trips through formatBounds at four decimals", () => {
    const text = formatBounds({ west: -97.912345, south: 30.1, east: -97.5, north: 30.55555 });
    expect(text).toBe("-97.9123,30.1,-97.5,30.5556");
    expect(parseBounds(text)).toEqual({
      bounds: { west: -97.9123, south: 30.1, east: -97.5, north: 30.5556 },
    });
  });
});

describe("boundsContain", () => {
  it("includes the edges and crosses the antimeridian", () => {
    const austin = { west: -98, south: 30, east: -97, north: 31 };
    expect(boundsContain(austin, 30.27, -97.74)).toBe(true);
    expect(boundsContain(austin, 30, -98)).toBe(true);
    expect(boundsContain(austin, 29.99, -97.5)).toBe(false);
    expect(boundsContain(austin, 30.5, -96.9)).toBe(false);
    const pacific = { west: 170, south: -20, east: -170, north: 20 };
    expect(boundsContain(pacific, 0, 179)).toBe(true);
    expect(boundsContain(pacific, 0, -175)).toBe(true);
    expect(boundsContain(pacific, 0, 0)).toBe(false);
  });

  it("makes the smallest area around points", () => {
    expect(boundsOfPoints([])).toBeNull();
    expect(
      boundsOfPoints([
        { lat: 1, lng: 2 },
        { lat: -3, lng: 4 },
      ]),
    ).toEqual({ west: 2, south: -3, east: 4, north: 1 });
  });
});

describe("coarseBounds", () => {
  it("widens an area to the hundredth-of-a-degree grid, never narrows it", () => {
    expect(coarseBounds({ west: -97.7431, south: 30.2672, east: -97.7, north: 30.3 })).toEqual({
      west: -97.75,
      south: 30.26,
      east: -97.7,
      north: 30.3,
    });
    // Values already on the grid stay (30.27 is not read as 30.26999…).
    expect(coarseBounds({ west: 1.1, south: 30.27, east: 1.2, north: 30.28 })).toEqual({
      west: 1.1,
      south: 30.27,
      east: 1.2,
      north: 30.28,
    });
  });

  it("gives tiny areas in one grid square the same answer", () => {
    const a = coarseBounds({ west: -68.2053, south: 44.3182, east: -68.2045, north: 44.3189 });
    const b = coarseBounds({ west: -68.2045, south: 44.3189, east: -68.2041, north: 44.3193 });
    expect(a).toEqual(b);
  });

  it("keeps to the map's edges, across the antimeridian too", () => {
    expect(coarseBounds({ west: -180, south: -90, east: 180, north: 90 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
    expect(coarseBounds({ west: 170.005, south: -25, east: -170.005, north: -5 })).toEqual({
      west: 170,
      south: -25,
      east: -170,
      north: -5,
    });
    // Nearly all the way round: widened, it is the whole band.
    expect(coarseBounds({ west: 10.001, south: 0, east: 10.0005, north: 1 })).toEqual({
      west: -180,
      south: 0,
      east: 180,
      north: 1,
    });
  });
});

describe("approximateArea", () => {
  const homes = [
    { id: 1, lat: 30.2672, lng: -97.7431 },
    { id: 2, lat: 53.3498, lng: -6.2603 },
    { id: 77, lat: 64.1466, lng: -21.9426 },
    { id: 9001, lat: -33.8688, lng: 151.2093 },
    { id: 5, lat: 0.5, lng: 179.9999 },
  ];

  const offsetOf = (id: number) => areaOffsetOf("a test secret, long enough to be one", id);

  it("keeps the home inside the circle, never at its centre, whatever the offset", () => {
    for (const distance of [0, 0.5, 0.999999])
      for (const bearing of [0, 0.25, 0.5, 0.999999])
        for (const home of homes) {
          const away = distanceM(home, approximateArea({ distance, bearing }, home.lat, home.lng));
          // 25 to 60 % of the radius, give or take the rounding to 3 decimals (about 55 m).
          expect(away).toBeGreaterThan(AREA_RADIUS_M * 0.1);
          expect(away).toBeLessThan(AREA_RADIUS_M);
        }
  });

  it("draws each home's offset from the secret: another secret, another spot", () => {
    const other = areaOffsetOf("another secret, just as long as the first", 1);
    expect(offsetOf(1)).not.toEqual(other);
    expect(offsetOf(1)).toEqual(offsetOf(1));
    for (const value of [...Object.values(offsetOf(1)), ...Object.values(other)]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it("keeps the home inside the circle for real offsets too", () => {
    for (const home of homes) {
      const area = approximateArea(offsetOf(home.id), home.lat, home.lng);
      const away = distanceM(home, area);
      expect(area.radiusM).toBe(AREA_RADIUS_M);
      expect(away).toBeGreaterThan(AREA_RADIUS_M * 0.1);
      expect(away).toBeLessThan(AREA_RADIUS_M);
    }
  });

  it("is the same on every visit, and differs between homes at one spot", () => {
    expect(approximateArea(offsetOf(1), 30.2672, -97.7431)).toEqual(
      approximateArea(offsetOf(1), 30.2672, -97.7431),
    );
    expect(approximateArea(offsetOf(1), 30.2672, -97.7431)).not.toEqual(
      approximateArea(offsetOf(2), 30.2672, -97.7431),
    );
  });

  it("wraps at the antimeridian", () => {
    const area = approximateArea(offsetOf(5), 0.5, 179.9999);
    expect(area.lng).toBeGreaterThanOrEqual(-180);
    expect(area.lng).toBeLessThanOrEqual(180);
  });
});

describe("pinLabel", () => {
  it("writes whole units in the stay's currency, compact when large", () => {
    expect(pinLabel(18_000, "USD")).toBe("$180");
    expect(pinLabel(230_000, "EUR")).toBe("€2,300");
    expect(pinLabel(1_250_000, "USD")).toBe("$12.5K");
    expect(pinLabel(9_950, "GBP")).toBe("£100");
    // As the reader's language writes it, the currency kept (decision 3855).
    expect(pinLabel(18_000, "EUR", "es-ES")).toBe("180\u00a0€");
    expect(pinLabel(18_000, "USD", "ar-EG")).toBe("\u200f١٨٠\u00a0US$");
  });
});
