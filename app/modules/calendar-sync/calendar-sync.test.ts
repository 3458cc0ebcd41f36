import { describe, expect, it } from "vitest";
import { parseFields } from "~/shared/forms";
import { localizeMessage, serverMessageKey } from "~/i18n/server-messages.server";
import { feedSchema, MAX_FEEDS, normaliseFeedUrl } from "./calendar-sync.ts";

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

/** Adding a feed: every refusal is in the table, so the owner reads it in their language (issue 38). */
describe("a feed's refusals in the reader's language", () => {
  it("finds each in formErrors", () => {
    const inputs: Record<string, string>[] = [
      {},
      { name: " ", url: " " },
      { name: "x".repeat(61), url: "ftp://x" },
    ];
    const refusals = inputs.flatMap((input) => {
      const parsed = parseFields(feedSchema, input);
      return parsed.ok ? [] : Object.values(parsed.fieldErrors);
    });
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    const rules = [
      "This calendar is imported already.",
      "This calendar is being synced already.",
      `A listing can import at most ${MAX_FEEDS} calendars: remove one first.`,
    ];
    for (const message of [...refusals, ...rules])
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("es", "Name: 60 characters at most.")).toBe("Nombre: 60 caracteres como máximo.");
    expect(localizeMessage("ar", rules[2]!)).toBe(
      "يمكن للإعلان استيراد ٥ تقويمات على الأكثر: أزل واحدًا أولًا.",
    );
  });
});
