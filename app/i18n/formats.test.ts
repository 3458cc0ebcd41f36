import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatInstantIn, formatMoney, formatYear } from "../shared/format.ts";
import { placePhrasesFor } from "./language.server.ts";
import { intlLocale, LOCALES, weekStartOf, type Locale } from "./locales.ts";

/** Each language's writing of one value (decision 3800). */
const each = (fn: (locale: Locale) => string) => Object.fromEntries(LOCALES.map((l) => [l, fn(l)]));

describe("formats in each language: the reader's words and digits, the home's clock and currency", () => {
  it("a home's clock, named by its city", () => {
    expect(each((l) => formatClock("15:00:00", "Lisbon", intlLocale(l), placePhrasesFor(l)))).toEqual({
      en: "3:00 PM in Lisbon",
      es: "15:00, hora de Lisbon",
      fr: "15:00, heure de Lisbon",
      ar: "٣:٠٠ م بتوقيت Lisbon",
    });
    // No city: the time alone.
    expect(formatClock("09:30", "", intlLocale("fr"), placePhrasesFor("fr"))).toBe("9:30");
  });

  it("an instant on the home's clock, and UTC said as such when the zone is unknown", () => {
    const at = new Date("2027-03-29T14:00:00Z");
    expect(
      each((l) => formatInstantIn(at, "Europe/Lisbon", "Lisbon", intlLocale(l), placePhrasesFor(l))),
    ).toEqual({
      en: "Mar 29, 2027, 3:00 PM in Lisbon",
      es: "29 mar 2027, 15:00, hora de Lisbon",
      fr: "29 mars 2027, 15:00, heure de Lisbon",
      ar: "٢٩ مارس ٢٠٢٧، ٣:٠٠ م بتوقيت Lisbon",
    });
    expect(
      each((l) => formatInstantIn(at, "Not/AZone", "Lisbon", intlLocale(l), placePhrasesFor(l))),
    ).toEqual({
      en: "Mar 29, 2027, 2:00 PM UTC",
      es: "29 mar 2027, 14:00 UTC",
      fr: "29 mars 2027, 14:00 UTC",
      ar: "٢٩ مارس ٢٠٢٧، ٢:٠٠ م بالتوقيت العالمي",
    });
  });

  it("money stays in the listing's currency, written the reader's way", () => {
    expect(each((l) => formatMoney(123450, "EUR", true, intlLocale(l)))).toEqual({
      en: "€1,234.50",
      es: "1234,50\u00a0€",
      fr: "1\u202f234,50\u00a0€",
      ar: "\u200f١٬٢٣٤٫٥٠\u00a0€",
    });
  });

  it("a stay date with its weekday, and where each language's week starts", () => {
    expect(each((l) => formatDate("2027-03-01", { weekday: "short" }, intlLocale(l)))).toEqual({
      en: "Mon, Mar 1, 2027",
      es: "lun, 1 mar 2027",
      fr: "lun. 1 mars 2027",
      ar: "الاثنين، ١ مارس ٢٠٢٧",
    });
    expect(each((l) => String(weekStartOf(l)))).toEqual({
      en: "0",
      es: "1",
      fr: "1",
      ar: "6",
    });
  });

  it("a year alone is written with the same digits as the language's dates (no Latin year in Arabic)", () => {
    expect(each((l) => formatYear(2027, intlLocale(l)))).toEqual({
      en: "2027",
      es: "2027",
      fr: "2027",
      ar: "٢٠٢٧",
    });
    // An article's date, month written out: every digit Arabic-Indic, the year too.
    expect(formatDate("2026-11-02", { month: "long" }, intlLocale("ar"))).toBe("٢ نوفمبر ٢٠٢٦");
    expect(formatDate("2026-11-02", { month: "long" }, intlLocale("ar"))).not.toMatch(/[0-9]/);
  });
});
