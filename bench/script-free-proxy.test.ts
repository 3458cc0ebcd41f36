import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startScriptFreeProxy, stripScripts } from "./script-free-proxy.ts";

const PAGE = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app.css"/>
<link rel="modulepreload" href="/assets/framework.js" nonce="n"/>
<script nonce="n">document.documentElement.dataset.theme = "dark";</script>
<script type="application/ld+json">{"@type":"LodgingBusiness"}</script>
</head><body><h1>Stays</h1><img src="/media/a.webp" alt="A loft"/>
<script nonce="n">window.__reactRouterContext = {};</script>
<script nonce="n" type="module" async="">import("/assets/entry.client.js");</script>
</body></html>`;

describe("the script-free proxy (bench)", () => {
  it("takes out what runs and what preloads it, and keeps the page, its styles, images and JSON-LD", () => {
    const bare = stripScripts(PAGE);
    expect(bare).not.toMatch(/modulepreload|__reactRouterContext|entry\.client|dataset\.theme/);
    expect(bare).toContain('<script type="application/ld+json">{"@type":"LodgingBusiness"}</script>');
    expect(bare).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(bare).toContain('<h1>Stays</h1><img src="/media/a.webp" alt="A loft"/>');
  });

  describe("in front of a site", () => {
    let site: http.Server;
    let proxies: Awaited<ReturnType<typeof startScriptFreeProxy>>[] = [];
    beforeAll(async () => {
      site = http.createServer((req, res) => {
        if (req.url === "/page") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
        else res.writeHead(200, { "content-type": "text/javascript" }).end("export {};");
      });
      await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
      const base = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
      proxies = [await startScriptFreeProxy(base, 0, false), await startScriptFreeProxy(base, 0, true)];
    });
    afterAll(async () => {
      await Promise.all(proxies.map((proxy) => proxy.stop()));
      await new Promise((resolve) => site.close(resolve));
    });

    it("answers the page as served through one and without its scripts through the other, gzipped", async () => {
      const [asServed, withoutScripts] = proxies;
      const served = await fetch(`${asServed!.url}/page`);
      expect(served.headers.get("content-encoding")).toBe("gzip");
      expect(await served.text()).toBe(PAGE);
      expect(await (await fetch(`${withoutScripts!.url}/page`)).text()).toBe(stripScripts(PAGE));
      // Everything else passes through as it is.
      expect(await (await fetch(`${withoutScripts!.url}/assets/entry.client.js`)).text()).toBe("export {};");
    });
  });
});
