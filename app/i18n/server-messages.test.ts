import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Catalogue } from "./catalogue.server.ts";
import { translatorFor } from "./language.server.ts";
import { localizeMessage, serverMessageKey } from "./server-messages.server.ts";

const english = CATALOGUES.en.formErrors as Catalogue;

describe("server messages in the reader's language (decision 3850)", () => {
  it("finds every English formErrors message again from its text, with its numbers and cases", () => {
    for (const [key, source] of Object.entries(english)) {
      const elements = parse(source as string);
      const names = new Map<string, "plural" | "select" | "value">();
      const walk = (list: MessageFormatElement[]) => {
        for (const e of list) {
          if (e.type === TYPE.plural) names.set(e.value, "plural");
          else if (e.type === TYPE.select) names.set(e.value, "select");
          else if (e.type === TYPE.argument || e.type === TYPE.number) names.set(e.value, "value");
          if (e.type === TYPE.plural || e.type === TYPE.select)
            for (const option of Object.values(e.options)) walk(option.value);
        }
      };
      walk(elements);
      for (const count of [1, 3]) {
        const values: Record<string, string | number> = {};
        for (const [name, kind] of names)
          values[name] = kind === "select" ? "other" : count + 40 * Number(kind === "value");
        const text = translatorFor("en", "formErrors")(key, values);
        expect({ key, text, found: serverMessageKey(text)?.key }).toEqual({ key, text, found: key });
      }
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
