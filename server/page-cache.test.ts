import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageCache, sharedCacheControl } from "./page-cache.ts";
import { createFlashCookie } from "../app/platform/flash.server.ts";
import {
  flashFor,
  isPublicPage,
  isSharedPage,
  isSharedRequest,
  pagePathOf,
  sharedCookie,
  sharedRequest,
} from "./public-pages.ts";
import { splicePage } from "./spliced-gzip.ts";

describe("splicePage", () => {
  const holes = ["HOLE_A_x7Qk", "HOLE_B_p2Zs"];

  it("gzips the page with each answer's own values in the holes", () => {
    const page = `<html nonce="HOLE_A_x7Qk">${"<p>stay</p>".repeat(5000)}<script nonce="HOLE_A_x7Qk">id="HOLE_B_p2Zs"</script>`;
    const spliced = splicePage(page, holes);
    for (const values of [
      ["n0nce+/==", "req-1"],
      ["", "a".repeat(70_000)],
    ]) {
      const expected = page.replaceAll(holes[0]!, values[0]!).replaceAll(holes[1]!, values[1]!);
      expect(spliced.plain(values).toString("utf8")).toBe(expected);
      expect(zlib.gunzipSync(spliced.gzip(values)).toString("utf8")).toBe(expected);
    }
  });

  it("handles holes at the edges, side by side, none at all, and text beyond ASCII", () => {
    for (const page of [
      "HOLE_A_x7QkHOLE_B_p2Zs",
      "HOLE_B_p2Zs middle – café 🐾 HOLE_A_x7Qk",
      "no holes – just a page",
      "",
    ]) {
      const values = ["é-nonce", "🐕"];
      const expected = page.replaceAll(holes[0]!, values[0]!).replaceAll(holes[1]!, values[1]!);
      expect(zlib.gunzipSync(splicePage(page, holes).gzip(values)).toString("utf8")).toBe(expected);
    }
  });

  it("compresses like gzip does", () => {
    const page = `<div class="card">${"<h2>Sunny flat near the park, dogs welcome</h2>".repeat(2000)}</div>`;
    const spliced = splicePage(page, holes).gzip(["x", "y"]).length;
    expect(spliced).toBeLessThan(zlib.gzipSync(page).length * 1.1);
  });
});

describe("isPublicPage", () => {
  it("takes the public pages and leaves accounts, booking and the rest", () => {
    for (const path of [
      "/",
      "/hotels/detail",
      "/blog",
      "/blog/tag/cats",
      "/pet-travel/moving-with-a-cat",
      "/about-us",
      "/es/",
      "/ar/hotels/detail",
      "/fr/pet-travel/moving-with-a-cat",
    ])
      expect(isPublicPage(path), path).toBe(true);
    for (const path of [
      "/user/profile",
      "/host/listings",
      "/hotels/booking",
      "/hotels/confirm",
      "/contact-us",
      "/sign-in",
      "/api/stays/map",
      "/__test/stays",
      "/hotels/detail.data",
      "/es/hotels/booking",
      "/en/hotels/detail",
    ])
      expect(isPublicPage(path), path).toBe(false);
  });
});

describe("pageCache", () => {
  let server: http.Server;
  let base: string;
  let renders = 0;
  let clock = 0;
  let status = 200;
  let setCookie = false;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    let serial = 0;
    app.use((_req, res, next) => {
      serial++;
      res.locals.cspNonce = `nonce${serial}`;
      res.locals.requestId = `request${serial}`;
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
      res.setHeader("X-Request-Id", res.locals.requestId);
      next();
    });
    const cache = pageCache({ seconds: 10, cacheable: (path) => path.startsWith("/page"), now: () => clock });
    app.use(cache.middleware);
    // Stands in for React Router: the page in chunks, the nonce and request id inside.
    app.use((req, res) => {
      if (req.method === "POST") return void res.status(204).end();
      renders++;
      res.status(status).type("html");
      if (setCookie) res.setHeader("Set-Cookie", "flash=1");
      res.write(`<html><script nonce="${res.locals.cspNonce}">`);
      res.write(`window.id="${res.locals.requestId}";</script>${"<p>a stay</p>".repeat(300)}`);
      res.end(`<b>render ${renders}</b></html>`);
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(async () => {
    status = 200;
    setCookie = false;
    clock += 60_000; // whatever a test left behind has expired
    await fetch(`${base}/page`, { method: "POST" });
  });

  /** The answer as a browser reads it (fetch gunzips), with what makes it this answer's own. */
  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(base + path, { headers });
    const body = await response.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      response.headers.get("content-security-policy") ?? "",
    )?.[1];
    return { response, body, nonce, requestId: response.headers.get("x-request-id") };
  }

  function expectOwnValues(answer: Awaited<ReturnType<typeof get>>) {
    expect(answer.body).toContain(`<script nonce="${answer.nonce}">window.id="${answer.requestId}";`);
  }

  it("renders once, then answers from the page kept, each answer with its own nonce and request id", async () => {
    const before = renders;
    const first = await get("/page/a");
    const second = await get("/page/a");
    expect(renders - before).toBe(1);
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.response.headers.get("content-encoding")).toBe("gzip");
    expect(second.response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(second.nonce).not.toBe(first.nonce);
    expectOwnValues(first);
    expectOwnValues(second);
    expect(second.body.replace(/nonce\d+|request\d+/g, "")).toBe(
      first.body.replace(/nonce\d+|request\d+/g, ""),
    );
  });

  it("answers without gzip to a client that does not take it", async () => {
    await get("/page/plain");
    const plain = await new Promise<{ encoding?: string; body: string }>((resolve) => {
      http.get(`${base}/page/plain`, { headers: { "accept-encoding": "identity" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body }));
      });
    });
    expect(plain.encoding).toBe("identity");
    expect(plain.body).toContain("<p>a stay</p>");
  });

  it("renders again after its time, after any POST, and for each URL", async () => {
    const before = renders;
    await get("/page/b");
    await get("/page/b?x=1");
    expect(renders - before).toBe(2);
    clock += 10_001;
    await get("/page/b");
    expect(renders - before).toBe(3);
    await fetch(`${base}/elsewhere`, { method: "POST" });
    await get("/page/b");
    expect(renders - before).toBe(4);
  });

  it("keeps each language apart: Accept-Language picks the page's language (decision 3800)", async () => {
    const before = renders;
    await get("/page/lang", { "accept-language": "es-ES,es;q=0.9" });
    await get("/page/lang", { "accept-language": "fr" });
    await get("/page/lang");
    expect(renders - before).toBe(3);
    const again = await get("/page/lang", { "accept-language": "es" });
    expect(again.response.headers.get("x-page-cache")).toBe("hit");
    // A language the site lacks reads as English: the English page is kept for it
    expect((await get("/page/lang", { "accept-language": "de" })).response.headers.get("x-page-cache")).toBe(
      "hit",
    );
  });

  it("serves anyone with a cookie, other paths, errors and pages that set cookies fresh", async () => {
    const before = renders;
    const withCookie = [
      await get("/page/c", { cookie: "session=1" }),
      await get("/page/c", { cookie: "session=1" }),
    ];
    for (const answer of withCookie) {
      expect(answer.response.headers.get("x-page-cache")).toBeNull();
      expectOwnValues(answer);
    }
    await get("/other");
    await get("/other");
    status = 404;
    const missing = [await get("/page/d"), await get("/page/d")];
    expect(missing[1]!.response.status).toBe(404);
    expectOwnValues(missing[1]!);
    status = 200;
    setCookie = true;
    await get("/page/e");
    await get("/page/e");
    expect(renders - before).toBe(8);
  });
});

describe("shared pages (decision 4010)", () => {
  it("are home, search and stay, in every language, with their data requests", () => {
    for (const path of [
      "/",
      "/_.data",
      "/monthly-rentals-mid-term-rentals-short-term-month-to-month",
      "/listing",
      "/list.data",
      "/hotels/detail",
      "/hotels/detail.data",
      "/es/",
      "/es/_.data",
      "/ar/hotels/detail",
      "/fr/listing.data",
    ])
      expect(isSharedPage(path), path).toBe(true);
    for (const path of [
      "/blog",
      "/pet-travel/moving-with-a-cat",
      "/about-us",
      "/hotels/booking",
      "/hotels/booking.data",
      "/user/wishlist",
      "/api/personal",
      "/en/hotels/detail",
      "/sign-in.data",
      "/_root.data",
    ])
      expect(isSharedPage(path), path).toBe(false);
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/es/_.data")).toBe("/es/");
    expect(pagePathOf("/listing.data")).toBe("/listing");
  });

  it("leave out a search by one's own saved pets and a visit carrying a flash message", () => {
    const query = (q: string) => new URLSearchParams(q);
    expect(sharedRequest("/hotels/detail", query("listing=a&pets=1"), "session=1")).toBe(true);
    expect(sharedRequest("/hotels/detail", query("listing=a&pet=p1"), "session=1")).toBe(false);
    expect(sharedRequest("/listing", query("pet=p1&pet=p2"), undefined)).toBe(false);
    expect(sharedRequest("/", query(""), "session=1; pfr_flash=unreadable")).toBe(false);
    expect(sharedRequest("/", query(""), "xpfr_flash=abc")).toBe(true);
    expect(sharedRequest("/blog", query(""), undefined)).toBe(false);
  });

  it("keep nothing of a visitor's Cookie header but their language", () => {
    expect(sharedCookie("better-auth.session_token=s3cret; pfr-lang=es; b=2", "pfr-lang")).toBe(
      "pfr-lang=es",
    );
    expect(sharedCookie("better-auth.session_token=s3cret", "pfr-lang")).toBeUndefined();
    expect(sharedCookie(undefined, "pfr-lang")).toBeUndefined();
  });

  it("say how a CDN may keep them: public for a while, apart per language unless the prefix names it", () => {
    expect(sharedCacheControl(10, { prefixed: false, chosen: false })).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=10",
      Vary: "Accept-Encoding, Accept-Language",
    });
    expect(sharedCacheControl(10, { prefixed: true, chosen: true })).toEqual({
      "Cache-Control": "public, max-age=0, s-maxage=10",
      Vary: "Accept-Encoding",
    });
    // A page in the language of the visitor's cookie: a CDN cannot key on one cookie.
    expect(sharedCacheControl(10, { prefixed: false, chosen: true })["Cache-Control"]).toBe(
      "private, no-cache",
    );
  });
});

describe("pageCache with shared pages (decision 4010)", () => {
  let server: http.Server;
  let base: string;
  let renders = 0;

  beforeAll(async () => {
    const app = express();
    app.use(compression());
    let serial = 0;
    app.use((_req, res, next) => {
      serial++;
      res.locals.cspNonce = `nonce${serial}`;
      res.locals.requestId = `request${serial}`;
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
      next();
    });
    app.use(pageCache({ seconds: 10, cacheable: isSharedPage, shared: isSharedRequest }).middleware);
    // Stands in for React Router: the page shows the Cookie header it was rendered with.
    app.use((req, res) => {
      if (req.method === "POST") return void res.status(204).end();
      renders++;
      if (req.query.own) res.locals.personal = true; // what an owner's draft preview says
      res.status(200).type(req.path.endsWith(".data") ? "text/x-script" : "html");
      res.end(
        `<html><script nonce="${res.locals.cspNonce}"></script><p>cookie=[${req.headers.cookie ?? ""}]</p>` +
          `<p>shared=${res.locals.sharedPage === true} viewer=${res.locals.viewerCookie === "better-auth.session_token=ada-token"}</p></html>`,
      );
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => fetch(`${base}/`, { method: "POST" }).then(() => undefined));

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(base + path, { headers });
    return { response, body: await response.text(), header: (name: string) => response.headers.get(name) };
  };

  it("renders the page without the visitor's session and serves the same bytes to the next one", async () => {
    const before = renders;
    const ada = await get("/hotels/detail?listing=a", { cookie: "better-auth.session_token=ada-token" });
    const bo = await get("/hotels/detail?listing=a", { cookie: "better-auth.session_token=bo-token" });
    const nobody = await get("/hotels/detail?listing=a");
    expect(renders - before).toBe(1);
    expect([ada, bo, nobody].map((a) => a.header("x-page-cache"))).toEqual(["miss", "hit", "hit"]);
    for (const answer of [ada, bo, nobody]) {
      expect(answer.body).toContain("cookie=[]");
      expect(answer.body).not.toMatch(/ada-token|bo-token/);
      expect(answer.header("cache-control")).toBe("public, max-age=0, s-maxage=10");
      expect(answer.header("vary")).toBe("Accept-Encoding, Accept-Language");
      expect(answer.header("set-cookie")).toBeNull();
    }
    // Rendered once (for Ada): the loaders were told the page is shared, and could ask whose it is.
    expect(ada.body).toContain("shared=true viewer=true");
    expect(bo.body).toBe(ada.body.replace(/nonce\d+/, bo.body.match(/nonce\d+/)![0]));
  });

  it("keeps the language cookie, and the page in that language is the visitor's alone", async () => {
    const spanish = await get("/listing", { cookie: "s=ada; pfr-lang=es" });
    expect(spanish.body).toContain("cookie=[pfr-lang=es]");
    expect(spanish.header("cache-control")).toBe("private, no-cache");
    const english = await get("/listing", { cookie: "s=bo" });
    expect(english.header("x-page-cache")).toBe("miss");
    const prefixed = await get("/es/listing", { cookie: "s=bo" });
    expect(prefixed.header("vary")).toBe("Accept-Encoding");
    expect(prefixed.header("cache-control")).toBe("public, max-age=0, s-maxage=10");
  });

  it("keeps React Router's data answers of these pages by the same rule", async () => {
    const first = await get("/list.data?_routes=root", { cookie: "s=ada" });
    const second = await get("/list.data?_routes=root", { cookie: "s=bo" });
    expect(second.header("x-page-cache")).toBe("hit");
    expect(second.header("content-type")).toMatch(/^text\/x-script/);
    expect(second.header("cache-control")).toBe("public, max-age=0, s-maxage=10");
    expect(first.body).toContain("cookie=[]");
  });

  it("renders searches by saved pets, flash visits and a visitor's own page fresh, never kept", async () => {
    const before = renders;
    const pets = [
      await get("/listing?pet=p1", { cookie: "s=ada" }),
      await get("/listing?pet=p1", { cookie: "s=ada" }),
    ];
    for (const answer of pets) {
      expect(answer.header("x-page-cache")).toBeNull();
      expect(answer.body).toContain("cookie=[s=ada]");
    }
    await get("/", { cookie: "s=ada; pfr_flash=x" });
    const own = [
      await get("/hotels/detail?listing=draft&own=1", { cookie: "s=ada" }),
      await get("/hotels/detail?listing=draft&own=1", { cookie: "s=ada" }),
    ];
    for (const answer of own) expect(answer.header("cache-control")).toBe("private, no-store");
    expect(renders - before).toBe(5);
  });
});

describe("flashFor", () => {
  it("reads which page a flash message is for, as the root loader does; unreadable counts as this page", async () => {
    const flash = createFlashCookie("s3cret", false);
    const forPets = await flash.serialize({ message: "Pet saved – ça va 🐾", for: "/user/pets/1" });
    const header = `a=1; ${forPets.split(";")[0]}`;
    expect(flashFor(header, "/user/pets/1")).toBe(true);
    expect(flashFor(header, "/listing")).toBe(false);
    expect(sharedRequest("/listing", new URLSearchParams(), header)).toBe(true);
    const noPage = (await flash.serialize({ message: "Hello" })).split(";")[0];
    expect(flashFor(noPage, "/listing")).toBe(true);
    expect(flashFor("pfr_flash=%%%garbage", "/listing")).toBe(true);
    expect(flashFor("other=1", "/listing")).toBe(false);
  });
});
