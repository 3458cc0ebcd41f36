import { describe, expect, it } from "vitest";
import { localizeErrors, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { parseSearchFilters } from "./search-filters.ts";

/** Every refusal of the search's filters, in every language (decision 3850). */
const refusals: Record<string, string>[] = [
  { where: "w".repeat(101), checkIn: "soon", checkOut: "later", adults: "x", children: "99", pets: "9" },
  {
    checkIn: "2027-03-05",
    checkOut: "2027-03-01",
    weight: "900",
    priceMin: "-1",
    priceMax: "x",
    bedrooms: "99",
  },
  { checkIn: "2020-01-01", checkOut: "2020-01-05", page: "0", bbox: "1,2,3" },
  { checkIn: "2027-03-01", checkOut: "2029-03-01", priceMin: "500", priceMax: "100", bbox: "1,2,1,4" },
  { checkIn: "2027-03-01", adults: "9", children: "9", bbox: "1,5,2,4" },
  { checkOut: "2027-03-01", bbox: "500,2,3,4" },
  { bbox: "1".repeat(121) },
];

describe("the search's field errors in the reader's language", () => {
  it("has every message the filters write in the catalogue", () => {
    const messages = new Set<string>();
    for (const query of refusals)
      for (const message of Object.values(
        parseSearchFilters(new URLSearchParams(query), "2027-02-01").fieldErrors,
      ))
        messages.add(message);
    expect(messages.size).toBeGreaterThan(15);
    expect([...messages].filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them with the language's digits", () => {
    const { fieldErrors } = parseSearchFilters(new URLSearchParams({ adults: "x" }), "2027-02-01");
    expect(fieldErrors.adults).toBe("Adults: a number from 1 to 16.");
    expect(localizeErrors("es", fieldErrors).adults).toBe("Adultos: un número del 1 al 16.");
    expect(localizeErrors("ar", fieldErrors).adults).toBe("البالغون: عدد من ١ إلى ١٦.");
  });
});
