import { describe, expect, it } from "vitest";
import { fetchProfile, type ClientProfile } from "./profile-store.ts";

const profile: ClientProfile = {
  id: "u1",
  first_name: "Ada",
  last_name: "Lovelace",
  full_name: "Ada Lovelace",
  username: null,
  avatar_url: null,
  updated_at: "2026-11-23T00:00:00.000Z",
};

describe("fetchProfile", () => {
  it("shares one in-flight request between concurrent callers", async () => {
    let calls = 0;
    // The answer is held until all three callers have asked (no timed wait).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const fetcher = (async () => {
      calls++;
      await held;
      return new Response(JSON.stringify({ data: profile, error: null }));
    }) as typeof fetch;
    const pending = Promise.all([fetchProfile(fetcher), fetchProfile(fetcher), fetchProfile(fetcher)]);
    release();
    const [a, b, c] = await pending;
    expect(calls).toBe(1);
    expect(a).toEqual(profile);
    expect(b).toBe(a);
    expect(c).toBe(a);
    await fetchProfile(fetcher); // `held` is resolved now: this one answers at once
    expect(calls).toBe(2);
  });

  it("rethrows the server's message", async () => {
    const fetcher = (async () =>
      new Response(JSON.stringify({ data: null, error: "Auth session missing!" }), {
        status: 401,
      })) as typeof fetch;
    await expect(fetchProfile(fetcher)).rejects.toThrow("Auth session missing!");
  });
});
