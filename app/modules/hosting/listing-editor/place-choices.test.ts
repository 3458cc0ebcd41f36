import { describe, expect, it } from "vitest";
import { zoneSaidIn } from "./place-names.server.ts";
import {
  cityOfZone,
  countryChoices,
  countryNameOf,
  timeZoneChoices,
  zoneChoiceOf,
  zoneName,
} from "./place-choices.ts";
import { COUNTRY_NAMES, knownTimeZones } from "./places.ts";

describe("the Place step's countries and time zones in the reader's language", () => {
  it("names each country in the language, keeps the stored English name, sorts as the language sorts", () => {
    const spanish = countryChoices("es-ES");
    expect(spanish.map((c) => c.value).sort()).toEqual([...COUNTRY_NAMES].sort());
    expect(spanish.find((c) => c.value === "Germany")?.label).toBe("Alemania");
    expect(spanish.find((c) => c.value === "United States")?.label).toBe("Estados Unidos");
    // In Spanish order, Alemania comes first.
    expect(spanish[0]).toEqual({ value: "Germany", label: "Alemania" });
    const labels = spanish.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("es-ES").compare));
    expect(countryChoices("fr-FR").find((c) => c.value === "United States")?.label).toBe("États-Unis");
    const arabic = countryChoices("ar-EG");
    expect(arabic.find((c) => c.value === "Japan")?.label).toBe("اليابان");
    expect(arabic.every((c) => /[\u0600-\u06FF]/.test(c.label))).toBe(true);
    expect(countryChoices("en-US").find((c) => c.value === "United Kingdom")?.label).toBe("United Kingdom");
  });

  it("names each time zone by its place and its name in the language, every zone kept by its id", () => {
    expect(cityOfZone("America/Argentina/Buenos_Aires")).toBe("Buenos Aires, Argentina");
    expect(cityOfZone("Europe/Lisbon")).toBe("Lisbon");
    expect(cityOfZone("UTC")).toBe("UTC");
    expect(zoneName("America/Los_Angeles", "es-ES")).toBe("hora del Pacífico");
    expect(zoneName("Europe/Madrid", "fr-FR")).toBe("heure d’Europe centrale");
    expect(zoneName("Europe/Lisbon", "ar-EG")).toBe("توقيت غرب أوروبا");
    expect(zoneName("Not/AZone", "es-ES")).toBe("Not/AZone");

    const spanish = timeZoneChoices("es-ES");
    expect(spanish.map((z) => z.value).sort()).toEqual([...knownTimeZones()].sort());
    expect(spanish.find((z) => z.value === "Europe/Madrid")).toEqual({
      value: "Europe/Madrid",
      city: "Madrid",
      name: "hora de Europa central",
    });
    const cities = spanish.map((z) => z.city);
    expect(cities).toEqual([...cities].sort(new Intl.Collator("es-ES").compare));
    expect(timeZoneChoices("es-ES")).toBe(spanish);
  });

  it("names a stored country and zone for the other owner pages (the review step, the calendars)", () => {
    expect(countryNameOf("United States", "es-ES")).toBe("Estados Unidos");
    expect(countryNameOf("Japan", "ar-EG")).toBe("اليابان");
    expect(countryNameOf("United Kingdom", "en-US")).toBe("United Kingdom");
    // A name the editor never offered (an older listing's) stays as stored.
    expect(countryNameOf("Atlantis", "es-ES")).toBe("Atlantis");
    expect(zoneChoiceOf("Europe/Madrid", "es-ES")).toEqual(
      timeZoneChoices("es-ES").find((z) => z.value === "Europe/Madrid"),
    );
    expect(zoneSaidIn("es", "America/Chicago")).toBe("Chicago (hora central)");
    expect(zoneSaidIn("fr", "America/Chicago")).toBe("Chicago (heure du centre nord-américain)");
    expect(zoneSaidIn("en", "America/Chicago")).toBe("Chicago (Central Time)");
    // The place is the IANA id's city, in English (Intl names no city of a zone in other languages).
    expect(zoneSaidIn("ar", "America/Chicago")).toMatch(/^Chicago \([\u0600-\u06FF ]+\)$/);
  });
});
