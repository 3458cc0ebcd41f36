import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { SHELL_NAMESPACES, type NamespacesMiddleware } from "./page-namespaces.ts";

// Decision 4040: every page declares its namespaces and is sent only those and the shell's, so a
// key from any other namespace would show as a bare key. This test finds every page of the route
// map, fails on one that declares nothing, and reads each page's files and its layouts' (everything
// they import, statically or lazily), failing on a namespace they use that the page did not declare.

const APP = path.resolve(import.meta.dirname, "..");

/** A route module and the layouts above it (root aside: the shell test holds it), as routes.ts nests them. */
type RouteModule = { file: string; layouts: string[]; leaf: boolean };

function routeModules(entries: RouteConfigEntry[], layouts: string[] = []): RouteModule[] {
  return entries.flatMap((entry) => [
    { file: entry.file, layouts, leaf: !entry.children },
    ...routeModules(entry.children ?? [], [...layouts, entry.file]),
  ]);
}

const MODULES = routeModules(await routes);

/**
 * Every page of the route map: a leaf route with a component (resource routes, API routes and
 * actions-only routes draw nothing), with every layout it is drawn in; a page under several
 * prefixes (/es/…) is drawn in each of their layouts.
 */
const PAGES = [
  ...Map.groupBy(
    MODULES.filter((m) => m.leaf && /^export default\b/m.test(readFileSync(path.join(APP, m.file), "utf8"))),
    (m) => m.file,
  ),
].map(([page, entries]) => ({ page, layouts: [...new Set(entries.flatMap((e) => e.layouts))] }));

/** The layouts: routes with pages below them. */
const LAYOUTS = [...new Set(MODULES.filter((m) => !m.leaf).map((m) => m.file))];

/** The files a module imports, inside app/ (the i18n hooks' own file aside: see `usedNamespaces`). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith("~/")
      ? path.join(APP, specifier.slice(2))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(file), specifier)
        : null;
    if (!base) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    return found && !found.endsWith(path.join("i18n", "react.tsx")) ? [found] : [];
  });
}

/** Every namespace the files reachable from `entry` draw on in the browser. */
function usedNamespaces(entry: string): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [path.join(APP, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Server modules format with the whole catalogue on the server, never the page's messages.
    if (/\.server\.tsx?$/.test(file)) continue;
    const source = readFileSync(file, "utf8");
    const relative = path.relative(APP, file);
    for (const m of source.matchAll(/\buse(?:T|Translations)\(\s*([^)]*)\)/g)) {
      const argument = m[1]!.trim();
      const literal = /^["']([^."']+)[."']/.exec(argument);
      // A namespace the test cannot read is a namespace it cannot hold to the declaration.
      used.set(literal ? literal[1]! : `(not a literal: ${argument})`, relative);
    }
    // A meta() in the page's language: metaLanguage(matches).t("stay.page") reads the root's messages too.
    for (const m of source.matchAll(/\.t\(\s*["']([^."']+)[."']/g)) used.set(m[1]!, relative);
    // The hooks of i18n/react.tsx that read namespaces of their own.
    if (/\buseSayMessage\(/.test(source)) used.set("formErrors", relative);
    if (/\buseFormat\(/.test(source)) used.set("formats", relative);
    queue.push(...importsOf(file));
  }
  return used;
}

const shell = new Set<string>(SHELL_NAMESPACES);

describe("a page's namespaces (decision 4040)", () => {
  it("the shell holds what the root draws with (frame, toasts, error panel)", () => {
    const missing = [...usedNamespaces("root.tsx")].filter(([ns]) => !shell.has(ns));
    expect(missing).toEqual([]);
  });

  it("finds the pages of the route map, and no resource route", () => {
    const pages = PAGES.map((p) => p.page);
    expect(pages).toEqual(expect.arrayContaining(["routes/home.tsx", "routes/host/calendar.tsx"]));
    expect(pages).not.toContain("routes/api/personal.ts");
    expect(pages).not.toContain("routes/catch-all.ts");
    expect(PAGES.find((p) => p.page === "routes/user/settings.tsx")?.layouts).toEqual([
      "routes/user/layout.tsx",
    ]);
  });

  it.each(PAGES)(
    "$page declares every namespace its files and its layouts' use",
    async ({ page, layouts }) => {
      const module = (await import(path.join(APP, page))) as { middleware?: unknown[] };
      const declaration = module.middleware?.find(
        (m): m is NamespacesMiddleware => typeof m === "function" && "namespaces" in m,
      );
      // Undeclared, it would be sent the whole catalogue (the safe default, but the weight issue 38 is about).
      expect(declaration, `${page} has no pageNamespaces(…) middleware`).toBeDefined();
      const declared = new Set<string>([...shell, ...declaration!.namespaces]);
      const used = new Map([page, ...layouts].flatMap((file) => [...usedNamespaces(file)]));
      const missing = [...used].filter(([ns]) => !declared.has(ns)).map(([ns, file]) => `${ns} (${file})`);
      expect(missing).toEqual([]);
    },
  );

  it.each(LAYOUTS)(
    "%s (a layout) declares nothing: its undeclared pages would be partial",
    async (layout) => {
      const module = (await import(path.join(APP, layout))) as { middleware?: unknown[] };
      expect((module.middleware ?? []).filter((m) => typeof m === "function" && "namespaces" in m)).toEqual(
        [],
      );
    },
  );

  it("fails a page that uses a namespace it did not declare", () => {
    // The check itself: the stay page's files use "stay", which the shell alone does not hold.
    const undeclared = [...usedNamespaces("routes/stays/detail.tsx")].filter(([ns]) => !shell.has(ns));
    expect(undeclared.map(([ns]) => ns)).toContain("stay");
  });
});
