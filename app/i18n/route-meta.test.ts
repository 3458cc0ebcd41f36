import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { SITE_NAME } from "../site.ts";
import { compiledCatalogue } from "./catalogue.server.ts";
import type { Locale } from "./locales.ts";

// Issue 38: a page's title and description are said in its language (`metaLanguage`), never an
// English literal in `meta()`. Every route module with a `meta` is asked for its tags in English and
// in Arabic (another script: no word reads the same by chance, as "Blog" does in Spanish), without
// loader data (a page's fallback words); a tag that reads the same in both is an English text left
// in the code (the brand alone aside).

const APP = path.resolve(import.meta.dirname, "..");

const files = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);

const WITH_META = [...new Set(files(await routes))].filter((file) =>
  /^export (?:async )?(?:function meta\b|const meta\b)/m.test(readFileSync(path.join(APP, file), "utf8")),
);

type Meta = (args: unknown) => { title?: string; name?: string; property?: string; content?: string }[];

const rootMatch = (locale: Locale) => ({
  id: "root",
  loaderData: { language: { locale, prefix: null, messages: compiledCatalogue(locale), alternates: [] } },
});

/** The page's title and description as meta() writes them without loader data, in one language. */
async function wordsOf(file: string, locale: Locale): Promise<string[] | null> {
  const module = (await import(path.join(APP, file))) as { meta: Meta };
  try {
    const tags = module.meta({
      matches: [rootMatch(locale)],
      loaderData: undefined,
      data: undefined,
      params: {},
      location: { pathname: "/", search: "", hash: "" },
    });
    return tags.flatMap((tag) =>
      tag.title !== undefined
        ? [tag.title]
        : tag.name === "description" && tag.content !== undefined
          ? [tag.content]
          : [],
    );
  } catch {
    // A meta() that needs its loader's data: its words come from that data, said by the loader.
    return null;
  }
}

describe("route meta() in the page's language", () => {
  it("finds the route modules with a meta()", () => {
    expect(WITH_META).toContain("routes/host/listing-new.tsx");
    expect(WITH_META).toContain("routes/home.tsx");
  });

  it.each(WITH_META)("%s says its title and description in Arabic", async (file) => {
    const english = await wordsOf(file, "en");
    const arabic = await wordsOf(file, "ar");
    if (!english || !arabic) return;
    const same = arabic.filter((words, i) => words === english[i] && words !== SITE_NAME && words !== "");
    expect(same, `${file}: English left in meta()`).toEqual([]);
  });
});
