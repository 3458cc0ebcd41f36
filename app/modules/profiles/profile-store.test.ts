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
    const fetcher = (async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return new Response(JSON.stringify({ data: profile, error: null }));
    }) as typeof fetch;
    const [a, b, c] = await Promise.all([
      fetchProfile(fetcher),
      fetchProfile(fetcher),
      fetchProfile(fetcher),
    ]);
    expect(calls).toBe(1);
    expect(a).toEqual(profile);
    expect(b).toBe(a);
    expect(c).toBe(a);
    await fetchProfile(fetcher);
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
