import { describe, expect, it } from "vitest";
import { fetchFeed, isPrivateAddress } from "./fetch-feed.server.ts";

describe("feed fetching refuses the server's own networks", () => {
  it("knows private, loopback, link-local and mapped addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "not an address",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1"])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses literal private addresses and other schemes without connecting", async () => {
    expect(await fetchFeed("http://127.0.0.1:9/a.ics")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/private/),
    });
    expect(await fetchFeed("http://[::1]:9/a.ics")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/private/),
    });
    expect(await fetchFeed("http://169.254.169.254/latest/meta-data")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/private/),
    });
    expect(await fetchFeed("ftp://example.com/a.ics")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/http/),
    });
  });
});
