import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizeMessage } from "../../i18n/server-messages.server.ts";
import { fetchFeed, isPrivateAddress, ownAddresses } from "./fetch-feed.server.ts";

describe("feed fetching refuses the server's own networks", () => {
  it("knows private, loopback, link-local, documentation, mapped and embedded addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "192.0.2.1",
      "198.51.100.1",
      "203.0.113.1",
      "::1",
      "::",
      "::127.0.0.1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "2001:0:53aa:64c:0:0:0:0",
      "2001:db8::1",
      "not an address",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1"])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it("refuses the server's own interface addresses", () => {
    const own = ownAddresses();
    expect(own).toContain("127.0.0.1");
    for (const address of own) expect(isPrivateAddress(address), address).toBe(true);
  });

  it("refuses literal private addresses in every spelling, and other schemes, without connecting", async () => {
    for (const url of [
      "http://127.0.0.1:9/a.ics",
      "http://[::1]:9/a.ics",
      "http://169.254.169.254/latest/meta-data",
      // What the URL parser turns into 127.0.0.1 (hex, octal, a single number, short forms).
      "http://0x7f.1:9/a.ics",
      "http://0177.0.0.1:9/a.ics",
      "http://2130706433:9/a.ics",
      "http://127.1:9/a.ics",
      // IPv4 inside IPv6: compatible, mapped, NAT64, 6to4, Teredo.
      "http://[::127.0.0.1]:9/a.ics",
      "http://[::ffff:127.0.0.1]:9/a.ics",
      "http://[0:0:0:0:0:ffff:7f00:1]:9/a.ics",
      "http://[64:ff9b::127.0.0.1]:9/a.ics",
      "http://[2002:7f00:1::1]:9/a.ics",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:9/a.ics",
      // Documentation ranges.
      "http://192.0.2.1:9/a.ics",
      "http://198.51.100.1:9/a.ics",
      "http://203.0.113.1:9/a.ics",
      "http://[2001:db8::1]:9/a.ics",
      "http://[3fff::1]:9/a.ics",
    ])
      expect(await fetchFeed(url), url).toMatchObject({ ok: false, error: expect.stringMatching(/private/) });
    // The owner reads it in their language, the address kept as it is.
    const refused = await fetchFeed("http://169.254.169.254/latest/meta-data");
    const error = refused.ok ? "" : refused.error;
    expect(error).toBe("That address is on a private network and cannot be imported (169.254.169.254).");
    expect(localizeMessage("es", error)).toBe(
      "Esa dirección está en una red privada y no se puede importar (169.254.169.254).",
    );
    expect(localizeMessage("fr", error)).toBe(
      "Cette adresse se trouve sur un réseau privé et ne peut pas être importée (169.254.169.254).",
    );
    expect(localizeMessage("ar", error)).toBe(
      "هذا العنوان على شبكة خاصة ولا يمكن استيراده (169.254.169.254).",
    );
    expect(await fetchFeed("ftp://example.com/a.ics")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/http/),
    });
  });

  describe("every hop is checked", () => {
    let server: http.Server;
    let port = 0;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        if (request.url === "/redirect") {
          response.writeHead(302, { location: `http://127.0.0.1:${port}/feed.ics` });
          return response.end();
        }
        response.writeHead(200, { "content-type": "text/calendar" });
        response.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
      });
      await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("a redirect to a refused address is refused, though the first address was allowed", async () => {
      // Here 127.0.0.2 stands for a public site and 127.0.0.1 for the private network.
      const refuse = (address: string) => (address === "127.0.0.2" ? null : "private here");
      expect(await fetchFeed(`http://127.0.0.2:${port}/feed.ics`, { refuse })).toMatchObject({ ok: true });
      expect(await fetchFeed(`http://127.0.0.2:${port}/redirect`, { refuse })).toEqual({
        ok: false,
        error: "That address is on a private network and cannot be imported (127.0.0.1).",
      });
    });

    it("a name is checked by what it resolves to", async () => {
      const refuse = (address: string) => (address === "127.0.0.2" ? null : "private here");
      expect(await fetchFeed(`http://localhost:${port}/feed.ics`, { refuse })).toEqual({
        ok: false,
        error: expect.stringMatching(/private network/),
      });
    });
  });
});
