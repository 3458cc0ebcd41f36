import { describe, expect, it } from "vitest";
import { parseFields } from "~/shared/forms";
import { feedSchema, normaliseFeedUrl } from "./calendar-sync.ts";

describe("feed addresses", () => {
  it("takes http, https and webcal; refuses anything else", () => {
    expect(normaliseFeedUrl(" https://www.airbnb.com/calendar/ical/1.ics?s=abc ")).toBe(
      "https://www.airbnb.com/calendar/ical/1.ics?s=abc",
    );
    expect(normaliseFeedUrl("webcal://example.com/cal.ics")).toBe("https://example.com/cal.ics");
    expect(normaliseFeedUrl("http://example.com/a.ics#x")).toBe("http://example.com/a.ics");
    for (const bad of [
      "ftp://example.com/a.ics",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "example.com/a.ics",
      "",
      `https://e.com/${"a".repeat(2000)}`,
    ])
      expect(normaliseFeedUrl(bad)).toBeNull();
  });

  it("the form asks for a name and an address, keeping what was typed", () => {
    const refused = parseFields(feedSchema, { name: " ", url: "nope" });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { name: expect.any(String), url: expect.stringMatching(/https/) },
      values: { url: "nope" },
    });
    expect(parseFields(feedSchema, { name: "  Vrbo  ", url: "https://vrbo.example/ical" })).toMatchObject({
      ok: true,
      data: { name: "Vrbo", url: "https://vrbo.example/ical" },
    });
  });
});
