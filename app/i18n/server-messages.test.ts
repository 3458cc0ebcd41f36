import { describe, expect, it } from "vitest";
import { CATALOGUES, type Catalogue } from "./catalogue.server.ts";
import { translatorFor } from "./language.server.ts";
import { localizeMessage, serverMessageKey } from "./server-messages.server.ts";

const english = CATALOGUES.en.formErrors as Catalogue;

describe("server messages in the reader's language (decision 3850)", () => {
  it("finds every English formErrors message again from its text, arguments included", () => {
    for (const [key, source] of Object.entries(english)) {
      expect(typeof source).toBe("string");
      // Only plain arguments: a plural or a select in English could not be read back from its text.
      expect({ key, plain: !/\{\w+,\s*(plural|select|selectordinal)/.test(source as string) }).toEqual({
        key,
        plain: true,
      });
      const names = [...(source as string).matchAll(/\{(\w+)(?:, number)?\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name, i) => [name, 40 + i]));
      const text = translatorFor("en", "formErrors")(key, values);
      expect({ key, found: serverMessageKey(text) }).toEqual({ key, found: { key, values } });
    }
  });

  it("writes a known message in each language and leaves an unknown one as it is", () => {
    expect(localizeMessage("es", "Enter your email address.")).toBe("Escribe tu dirección de correo.");
    expect(localizeMessage("fr", "Your first name can be at most 80 characters.")).toBe(
      "Votre prénom peut compter au plus 80 caractères.",
    );
    expect(localizeMessage("ar", "Use at most 128 characters.")).toBe("استخدم ١٢٨ حرفًا على الأكثر.");
    expect(localizeMessage("en", "Use at most 128 characters.")).toBe("Use at most 128 characters.");
    expect(localizeMessage("ar", "Not in the table.")).toBe("Not in the table.");
    expect(localizeMessage("ar", null)).toBeNull();
  });
});
