import { expect, it } from "vitest";
import type { TestPlatform } from "../../helpers/platform.ts";
import { call, CROSS_SITE, formRequest, NUL, type Fields } from "../../helpers/requests.ts";

export interface FormAction {
  /** The route as routes.ts names its file, for the test names. */
  name: string;
  action: (args: never) => unknown;
  path: string;
  /** Fields a page would send (one of them gets the NUL byte). */
  fields: Fields;
  /** The Cookie header of whoever sends it (actions behind a sign-in). */
  cookie?: () => string;
  params?: () => Record<string, string>;
}

/**
 * The edge every form action shares (README "Hostile input"): a body that is not a form → 415,
 * a NUL byte in a field → 400 with the message, a post from another site or from nowhere → 403; none of them
 * reaches the service.
 */
export function itRefusesHostileForms(t: () => TestPlatform, route: FormAction) {
  const send = (request: Request) => call(route.action, request, t().context(), route.params?.());
  const cookie = () => route.cookie?.();

  it(`${route.name}: a body that is not a form → 415`, async () => {
    const request = new Request(new URL(route.path, "http://localhost:3000"), {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        origin: "http://localhost:3000",
        ...(cookie() ? { cookie: cookie()! } : {}),
      },
      body: new URLSearchParams(route.fields as Record<string, string>).toString(),
    });
    const answer = await send(request);
    expect(answer.status).toBe(415);
  });

  it(`${route.name}: a NUL byte in a field → 400`, async () => {
    const [first] = Object.keys(route.fields);
    const fields = { ...route.fields, [first!]: `x${NUL}y` };
    const answer = await send(formRequest(route.path, fields, { cookie: cookie() }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.data)).toMatch(/characters we can't accept/);
  });

  it(`${route.name}: a post from another site → 403`, async () => {
    const answer = await send(
      formRequest(route.path, route.fields, { cookie: cookie(), origin: CROSS_SITE }),
    );
    expect(answer.status).toBe(403);
  });

  it(`${route.name}: a post naming neither its origin nor a referring page → 403`, async () => {
    const answer = await send(formRequest(route.path, route.fields, { cookie: cookie(), origin: null }));
    expect(answer.status).toBe(403);
  });
}
