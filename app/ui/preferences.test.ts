import { describe, expect, it } from "vitest";
import { parseDirection, parseTheme, preferencesBootScript, resolveTheme } from "./preferences.ts";

describe("layout preferences", () => {
  it("defaults to light and ltr, and ignores unknown values", () => {
    expect(parseTheme(null)).toBe("light");
    expect(parseTheme("sepia")).toBe("light");
    expect(parseTheme("auto")).toBe("auto");
    expect(parseDirection(undefined)).toBe("ltr");
    expect(parseDirection("rtl")).toBe("rtl");
  });

  it("resolves auto through the system preference", () => {
    expect(resolveTheme("auto", true)).toBe("dark");
    expect(resolveTheme("auto", false)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
    expect(resolveTheme("light", true)).toBe("light");
  });

  it("boot script reads the same keys", () => {
    expect(preferencesBootScript).toContain('"pfr-theme"');
    expect(preferencesBootScript).toContain('"pfr-direction"');
  });
});
