import { e2eDataDir, expect, SITE, test } from "./fixtures.ts";
import { formatResult, run } from "../fuzz/run.ts";

/**
 * A bounded slice of `npm run fuzz` (tests/fuzz/): ~1,000 generated hostile
 * requests with a fixed seed, against the browser tests' server. No answer may be
 * a 5xx, and another user's booking must never be shown or changed.
 */
// Hostile input meets each database's own errors (and its driver's): this runs on Postgres too.
test("1,000 hostile requests: no 5xx, no IDOR", { tag: "@postgres" }, async ({ baseURL }) => {
  test.setTimeout(600_000);
  const result = await run({
    baseUrl: baseURL!,
    dataDir: e2eDataDir,
    seed: 20_261_124,
    count: 1_000,
    concurrency: 4,
  });
  const report = formatResult(result, "fuzz slice: ");
  console.log(report);
  expect(Object.values(result.counts).reduce((a, b) => a + b, 0)).toBe(1_000);
  expect(result.failures, report).toEqual([]);
});

test("Better Auth's update-user refuses a name that is not text (a 400, never a 500)", async ({
  signedIn: { page },
}) => {
  const origin = SITE;
  for (const body of [{ name: 42 }, { name: null }, { firstName: ["Ada"] }]) {
    const answer = await page.request.post("/api/auth/update-user", { headers: { origin }, data: body });
    expect(answer.status(), JSON.stringify(body)).toBe(400);
    expect(await answer.text()).toMatch(/must be text/);
  }
  const fine = await page.request.post("/api/auth/update-user", {
    headers: { origin },
    data: { name: "Ada King" },
  });
  expect(fine.status()).toBe(200);
});

test("static files carry the security headers; .meta.json sidecars are never served; big bodies get 413", async ({
  request,
}) => {
  const page = await request.get("/");
  // React Router names its scripts in modulepreload links and the inline module loader.
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeTruthy();
  for (const path of [script!, "/favicon.svg"]) {
    const res = await request.get(path);
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers()["x-frame-options"], path).toBe("DENY");
    expect(res.headers()["content-security-policy"], path).toBeTruthy();
  }
  // A stored picture is served; the sidecar next to it (its stored type) is not.
  const html = await (await request.get("/blog")).text();
  const media =
    /\/media\/[A-Za-z0-9._/-]+\.(?:png|jpe?g|webp|svg)/.exec(html)?.[0] ?? "/media/avatars/probe.png";
  expect((await request.get(`${media}.meta.json`)).status()).toBe(404);
  const big = await request.post("/contact-us", {
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(page.url()).origin },
    data: `message=${"x".repeat(300_000)}`,
  });
  expect(big.status()).toBe(413);
});
