import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SHELL_NAMESPACES, type NamespacesMiddleware } from "./page-namespaces.ts";

// Decision 4040: a page that declares its namespaces is sent only those and the shell's, so a key
// from any other namespace would show as a bare key. This test reads each declaring page's files
// (everything it imports, statically or lazily) and fails on a namespace it uses but did not declare.

const APP = path.resolve(import.meta.dirname, "..");

/** The pages that declare their namespaces (the list grows as pages are translated). */
const DECLARING = [
  "routes/home.tsx",
  "routes/stays/search.tsx",
  "routes/stays/detail.tsx",
  "routes/bookings/booking.tsx",
  "routes/bookings/checkout.tsx",
  "routes/bookings/confirm.tsx",
  "routes/auth/sign-in.tsx",
  "routes/auth/sign-up.tsx",
  "routes/auth/forgot-password.tsx",
  "routes/auth/update-password.tsx",
  "routes/auth/two-factor.tsx",
  "routes/auth/email-sent.tsx",
  "routes/user/bookings.tsx",
  "routes/blog/index.tsx",
  "routes/blog/article.tsx",
  "routes/blog/tag.tsx",
  "routes/content/landing.tsx",
  "routes/content/about-us.tsx",
  "routes/content/contact-us.tsx",
  "routes/content/terms.tsx",
  "routes/content/privacy-policy.tsx",
  "routes/not-found.tsx",
];

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

  it.each(DECLARING)("%s declares every namespace its files use", async (page) => {
    const module = (await import(path.join(APP, page))) as { middleware?: unknown[] };
    const declaration = module.middleware?.find(
      (m): m is NamespacesMiddleware => typeof m === "function" && "namespaces" in m,
    );
    expect(declaration, `${page} has no pageNamespaces(…) middleware`).toBeDefined();
    const declared = new Set<string>([...shell, ...declaration!.namespaces]);
    const missing = [...usedNamespaces(page)]
      .filter(([ns]) => !declared.has(ns))
      .map(([ns, file]) => `${ns} (${file})`);
    expect(missing).toEqual([]);
  });

  it("fails a page that uses a namespace it did not declare", () => {
    // The check itself: the stay page's files use "stay", which the shell alone does not hold.
    const undeclared = [...usedNamespaces("routes/stays/detail.tsx")].filter(([ns]) => !shell.has(ns));
    expect(undeclared.map(([ns]) => ns)).toContain("stay");
  });
});
