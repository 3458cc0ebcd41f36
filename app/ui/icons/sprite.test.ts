import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./names";
import { buildSprite, readSprite } from "./sprite";

/** The app's source files, but the icon list and sprite themselves. */
function appSources(dir = "app"): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSources(file);
    if (!/\.tsx?$/.test(file) || file.startsWith(path.join("app", "ui", "icons"))) return [];
    return [{ file, text: fs.readFileSync(file, "utf8") }];
  });
}

const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);

describe("the icon sprite", () => {
  it("is what scripts/icon-sprite.ts makes of the icon list now (run it after changing the list)", async () => {
    expect(readSprite()).toBe(await buildSprite());
  });

  it("holds exactly the listed icons, once each", () => {
    expect(symbolIds(readSprite())).toEqual([...ICON_NAMES].sort());
  });

  it("holds every icon name the app writes out", () => {
    const held = new Set(symbolIds(readSprite()));
    const missing: string[] = [];
    for (const { file, text } of appSources()) {
      if (!text.includes('from "~/ui/icon"')) continue;
      // `<Icon name="…"`, `icon="…"`, `icon: "…"`, a lookup's fallback (`amenityIcons[a] ?? "…"`) and
      // the values of the icon maps (`wifi: "wifi"` in an `icons.tsx`).
      const written = [
        ...text.matchAll(/<Icon\s+name="([^"]+)"/g),
        ...text.matchAll(/\bicon(?:=|: )"([^"]+)"/g),
        ...text.matchAll(/Icons\[[^\]]+\] \?\? "([^"]+)"/g),
        ...(file.endsWith("icons.tsx") ? text.matchAll(/^ {2}\w+: "([^"]+)",$/gm) : []),
      ].map((match) => match[1]!);
      for (const name of written) if (!held.has(name)) missing.push(`${file}: ${name}`);
    }
    expect(missing).toEqual([]);
  });

  it("holds no icon the app no longer uses", () => {
    const everything = appSources()
      .map(({ text }) => text)
      .join("\n");
    expect(ICON_NAMES.filter((name) => !everything.includes(`"${name}"`))).toEqual([]);
  });

  it("refuses a name that is not lucide's own", async () => {
    await expect(buildSprite(["circle-alert"])).rejects.toThrow(/not a lucide icon's own name/);
    await expect(buildSprite(["no-such-icon"])).rejects.toThrow();
  });
});
