import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustProxy } from "~/platform/trust-proxy";
import { CLIENT_IP_HEADER } from "./auth.server.ts";
import { clientAddress } from "./express.server.ts";

/** The address clientAddress hands on, for a request from this machine (as server.ts sets trust proxy). */
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function addressSeen(trustProxy: string, headers: Record<string, string>) {
  const app = express();
  app.set("trust proxy", parseTrustProxy(trustProxy));
  app.use(clientAddress);
  app.get("/", (req, res) => void res.send(String(req.headers[CLIENT_IP_HEADER])));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For by default, and any copy of our own header", async () => {
    expect(
      await addressSeen("false", { "x-forwarded-for": "203.0.113.9", [CLIENT_IP_HEADER]: "1.2.3.4" }),
    ).toBe("127.0.0.1");
  });

  it("believes the header from the proxies TRUST_PROXY names", async () => {
    expect(await addressSeen("loopback", { "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    // Only the hop the trusted proxy added: an address the client wrote in front is not believed.
    expect(await addressSeen("loopback", { "x-forwarded-for": "6.6.6.6, 203.0.113.9" })).toBe("203.0.113.9");
    expect(await addressSeen("1", { "x-forwarded-for": "6.6.6.6, 203.0.113.9" })).toBe("203.0.113.9");
    expect(await addressSeen("10.0.0.0/8", { "x-forwarded-for": "203.0.113.9" })).toBe("127.0.0.1");
  });
});
