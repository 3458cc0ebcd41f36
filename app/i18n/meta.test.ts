import { describe, expect, it } from "vitest";
import { compiledCatalogue } from "./catalogue.server.ts";
import { metaLanguage } from "./meta.ts";

describe("metaLanguage", () => {
  it("reads the root's language from React Router 8's `loaderData` (a page's title in its language)", () => {
    const language = { locale: "es", prefix: "es", messages: compiledCatalogue("es"), alternates: [] };
    const meta = metaLanguage([{ id: "root", loaderData: { language } }, { id: "routes/auth/sign-in" }]);
    expect(meta.locale).toBe("es");
    expect(meta.prefix).toBe("es");
    expect(meta.t("auth.signIn")("metaTitle")).toBe("Iniciar sesión");
  });

  it("is English without root data (keys read as themselves, never a failure)", () => {
    const meta = metaLanguage([{ id: "routes/auth/sign-in" }]);
    expect(meta.locale).toBe("en");
    expect(meta.prefix).toBeNull();
  });
});
