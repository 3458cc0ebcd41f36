import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { platformContext } from "./context.ts";
import type { Platform } from "./runtime.server.ts";
import { sameOriginWrites } from "./same-origin.server.ts";

const SITE = "http://localhost:3000";
const context = new RouterContextProvider(
  new Map([[platformContext, { env: { APP_URL: SITE } } as unknown as Platform]]),
);

/** The status the middleware answers a request with: thrown, or undefined when it lets it through. */
async function statusOf(method: string, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}/user/profile`, { method, headers });
  try {
    await sameOriginWrites(
      { request, context, params: {}, url: new URL(request.url), pattern: "" },
      async () => Response.json(null),
    );
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe("the root's same-origin middleware", () => {
  it("lets reads through from anywhere", async () => {
    expect(await statusOf("GET")).toBeUndefined();
    expect(await statusOf("HEAD", { origin: "https://evil.example" })).toBeUndefined();
  });

  it("answers 403 to any other method not sent from this site, before the action", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(await statusOf(method, { origin: SITE }), method).toBeUndefined();
      expect(await statusOf(method, { referer: `${SITE}/user/settings` }), method).toBeUndefined();
      expect(await statusOf(method, { origin: "https://evil.example" }), method).toBe(403);
      expect(await statusOf(method), method).toBe(403);
    }
  });
});
