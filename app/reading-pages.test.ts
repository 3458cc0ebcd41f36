import fs from "node:fs";
import zlib from "node:zlib";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { THEME_KEY } from "~/ui/preferences";
import { JUST_LOGGED_OUT_KEY, SESSION_STORAGE_KEY } from "~/modules/accounts/client-session";
import { PROFILE_STORAGE_KEY } from "~/modules/profiles/profile-store";
import { isReadingPage, READING_PAGE, READING_SCRIPT } from "./frame/reading-page.ts";

describe("isReadingPage", () => {
  it("is a reading page when a route or a layout above it asks for no framework", () => {
    expect(isReadingPage([{ handle: undefined }, { handle: READING_PAGE }])).toBe(true);
    expect(isReadingPage([{}, { handle: READING_PAGE }, { handle: { other: 1 } }])).toBe(true);
  });
  it("is not one otherwise, or when a route below asks for the framework back", () => {
    expect(isReadingPage([])).toBe(false);
    expect(isReadingPage([{}, { handle: null }, { handle: "text" }])).toBe(false);
    expect(isReadingPage([{ handle: READING_PAGE }, { handle: { framework: true } }])).toBe(false);
  });
});

/** Every page path of the route map, with the route modules of its chain (root first). */
function pages(
  entries: RouteConfigEntry[],
  prefix = "",
  chain: string[] = [],
): { path: string; files: string[] }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const files = [...chain, entry.file];
    const own = entry.children ? [] : [{ path: path || "/", files }];
    return [...own, ...pages(entry.children ?? [], path, files)];
  });
}

/** A route module's handle; only modules that name one are imported (most import the database). */
async function handleOf(file: string): Promise<unknown> {
  if (!fs.readFileSync(`app/${file}`, "utf8").includes("handle")) return undefined;
  const module = (await import(/* @vite-ignore */ `./${file}`)) as { handle?: unknown };
  return module.handle;
}

describe("which pages ship no framework", () => {
  it("the blog's pages and the content pages, in every language, and nothing else", async () => {
    const config = await routes;
    const handles = new Map<string, unknown>();
    const reading: string[] = [];
    for (const page of pages(config)) {
      const matches = [];
      for (const file of ["root.tsx", ...page.files]) {
        if (!handles.has(file)) handles.set(file, await handleOf(file));
        matches.push({ handle: handles.get(file) });
      }
      if (isReadingPage(matches)) reading.push(page.path);
    }
    const english = [
      "/landing",
      "/about-us",
      "/contact-us",
      "/terms",
      "/privacy-policy",
      "/blog",
      "/blog/tag/:slug",
      "/:category/:slug",
    ];
    const expected = ["", "/es", "/fr", "/ar"].flatMap((prefix) => english.map((path) => prefix + path));
    expect(reading.sort()).toEqual(expected.sort());
  }, 60_000);
});

describe("the reading pages' plain script", () => {
  const file = `public/${new URL(READING_SCRIPT, "http://x").pathname.slice(1)}`;
  const script = fs.readFileSync(file, "utf8");

  it("is small: at most 10 kB gzipped", () => {
    expect(zlib.gzipSync(script, { level: 6 }).length).toBeLessThanOrEqual(10 * 1024);
  });

  it("keeps what the app keeps, under the app's names", () => {
    for (const key of [THEME_KEY, SESSION_STORAGE_KEY, JUST_LOGGED_OUT_KEY, PROFILE_STORAGE_KEY])
      expect(script).toContain(`"${key}"`);
  });

  it("is a classic script, not a module", () => {
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
  });
});
