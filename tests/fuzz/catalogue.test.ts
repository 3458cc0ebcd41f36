import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENDPOINTS, generateCase } from "./cases.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The route modules app/routes.ts names, e.g. "routes/user/profile.tsx". */
function routeFiles() {
  const source = fs.readFileSync(path.join(root, "app/routes.ts"), "utf8");
  return [...new Set([...source.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((m) => m[1]!))];
}

const hasAction = (file: string) =>
  /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(
    fs.readFileSync(path.join(root, "app", file), "utf8"),
  );

describe("the fuzz catalogue", () => {
  it("has an entry for every route module with an action (a new action must join tests/fuzz/cases.ts)", () => {
    const withAction = routeFiles().filter(hasAction);
    expect(withAction.length).toBeGreaterThan(10);
    const covered = new Set(ENDPOINTS.map((e) => e.file).filter(Boolean));
    expect(withAction.filter((file) => !covered.has(file))).toEqual([]);
  });

  it("names only route modules that exist", () => {
    const files = new Set(routeFiles());
    expect(ENDPOINTS.map((e) => e.file).filter((f) => f && !files.has(f))).toEqual([]);
  });

  it("reaches every endpoint, both signed in and anonymous, in 8,000 cases", () => {
    const fixtures = {
      listings: ["cosy-cabin"],
      own: ["11111111-1111-4111-8111-111111111111"],
      other: ["22222222-2222-4222-8222-222222222222"],
      ownListings: ["7"],
      otherListings: ["8"],
    };
    const seen = new Map<string, Set<string>>();
    let withOrigin = 0;
    let data = 0;
    for (let i = 0; i < 8_000; i++) {
      const c = generateCase(1, i, fixtures, "http://localhost:1");
      seen.set(c.endpoint, (seen.get(c.endpoint) ?? new Set()).add(c.auth));
      if (c.headers.origin === "http://localhost:1") withOrigin++;
      if (/\.data(\?|$)/.test(c.path)) data++;
    }
    expect([...ENDPOINTS.map((e) => e.name)].filter((name) => !seen.has(name))).toEqual([]);
    for (const e of ENDPOINTS) expect(seen.get(e.name)!.has("anon"), e.name).toBe(true);
    for (const e of ENDPOINTS.filter((e) => e.signedIn !== "anon"))
      expect(seen.get(e.name)!.has(e.signedIn), e.name).toBe(true);
    expect(withOrigin).toBeGreaterThan(3_200);
    expect(data).toBeGreaterThan(400);
  });
});
