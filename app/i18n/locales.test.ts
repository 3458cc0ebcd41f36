import { describe, expect, it } from "vitest";
import {
  cookieValue,
  localizePath,
  negotiateLocale,
  resolveLocale,
  splitLocalePath,
  weekStartOf,
} from "./locales.ts";
import { isLocalizedPath } from "./public-paths.ts";
import { alternatesOf } from "./language.server.ts";

describe("choosing the language (decision 3800)", () => {
  it("takes the address's prefix first, then the saved choice, the cookie, Accept-Language, English", () => {
    const all = { prefix: "ar", saved: "fr", cookie: "es", acceptLanguage: "es-MX,es;q=0.9" } as const;
    expect(resolveLocale(all)).toBe("ar");
    expect(resolveLocale({ ...all, prefix: null })).toBe("fr");
    expect(resolveLocale({ ...all, prefix: null, saved: null })).toBe("es");
    expect(resolveLocale({ prefix: null, saved: null, cookie: null, acceptLanguage: "fr-CA" })).toBe("fr");
    expect(resolveLocale({})).toBe("en");
  });

  it("ignores saved and cookie values that are not a language of the site", () => {
    expect(resolveLocale({ saved: "de", cookie: "<script>", acceptLanguage: "ar" })).toBe("ar");
    expect(resolveLocale({ saved: "", cookie: "", acceptLanguage: "" })).toBe("en");
  });

  it("negotiates Accept-Language by weight, then order, skipping languages the site lacks", () => {
    expect(negotiateLocale("de-DE,de;q=0.9,fr;q=0.8,es;q=0.7")).toBe("fr");
    expect(negotiateLocale("es;q=0.5, ar;q=0.9")).toBe("ar");
    expect(negotiateLocale("en-GB, es")).toBe("en");
    expect(negotiateLocale("*")).toBeNull();
    expect(negotiateLocale("es;q=0")).toBeNull();
    expect(negotiateLocale("xx;q=abc, fr")).toBe("fr");
    expect(negotiateLocale(null)).toBeNull();
  });

  it("reads the cookie among others", () => {
    expect(cookieValue("a=1; pfr-lang=es; b=2", "pfr-lang")).toBe("es");
    expect(cookieValue("xpfr-lang=es", "pfr-lang")).toBeNull();
  });
});

describe("language prefixes", () => {
  it("splits and builds prefixed paths; English keeps the spec's paths", () => {
    expect(splitLocalePath("/es/hotels/detail")).toEqual({ locale: "es", path: "/hotels/detail" });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/ar/")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/en/terms")).toEqual({ locale: null, path: "/en/terms" });
    expect(splitLocalePath("/esx/terms")).toEqual({ locale: null, path: "/esx/terms" });
    expect(localizePath("/terms", "en")).toBe("/terms");
    expect(localizePath("/terms?a=1", "fr")).toBe("/fr/terms?a=1");
    expect(localizePath("/", "es")).toBe("/es/");
    expect(localizePath("/?x=1", "es")).toBe("/es/?x=1");
    expect(localizePath("/terms", null)).toBe("/terms");
  });

  it("knows which pages have language versions", () => {
    expect(isLocalizedPath("/", [])).toBe(true);
    expect(isLocalizedPath("/hotels/detail", [])).toBe(true);
    expect(isLocalizedPath("/pet-travel/flying-with-a-cat", ["pet-travel"])).toBe(true);
    expect(isLocalizedPath("/pet-travel/flying-with-a-cat", [])).toBe(false);
    expect(isLocalizedPath("/user/settings", ["pet-travel"])).toBe(false);
    expect(isLocalizedPath("/host", [])).toBe(false);
    expect(isLocalizedPath("/not-found", [])).toBe(true);
  });

  it("names every language's address in hreflang links, English as x-default; none for a booking", () => {
    const site = { origin: "https://pets.example", categorySlugs: [] };
    expect(alternatesOf("/terms", "", site)).toEqual([
      { hreflang: "en", href: "https://pets.example/terms" },
      { hreflang: "es", href: "https://pets.example/es/terms" },
      { hreflang: "fr", href: "https://pets.example/fr/terms" },
      { hreflang: "ar", href: "https://pets.example/ar/terms" },
      { hreflang: "x-default", href: "https://pets.example/terms" },
    ]);
    expect(alternatesOf("/hotels/booking", "?slug=x", site)).toEqual([]);
    expect(alternatesOf("/not-found", "", site)).toEqual([]);
    expect(alternatesOf("/user/profile", "", site)).toEqual([]);
  });
});

describe("local formats", () => {
  it("starts the week where the locale says", () => {
    expect(weekStartOf("en")).toBe(0);
    expect(weekStartOf("es")).toBe(1);
    expect(weekStartOf("fr")).toBe(1);
    expect(weekStartOf("ar")).toBe(6);
  });
});
