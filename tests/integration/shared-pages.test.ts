import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import * as root from "../../app/root.tsx";
import * as personal from "../../app/routes/api/personal.ts";
import * as search from "../../app/routes/stays/search.tsx";
import * as detail from "../../app/routes/stays/detail.tsx";
import { sharedPageContext } from "../../app/platform/context.ts";
import { savePet } from "../../app/modules/pets/pets.server.ts";
import { saveToWishlist } from "../../app/modules/wishlist/wishlist.server.ts";
import { pageCache } from "../../server/page-cache.ts";
import { isSharedPage, isSharedRequest } from "../../server/public-pages.ts";
import {
  addHostedHome,
  createListing,
  createUser,
  type TestListing,
  type TestUser,
} from "../helpers/factories.ts";
import { describeWithPlatform } from "../helpers/platform.ts";
import { call, getRequest } from "../helpers/requests.ts";

// Sign-ups hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

/**
 * Decision 4010: home, search and stay are the same bytes for everyone. The page cache (as
 * server/app.ts mounts it) in front of the pages' real loaders, whose data is what a page's HTML
 * carries: two signed-in visitors get the same bytes, with neither's name, email, hearts nor pets;
 * each one's own parts come from /api/personal.
 */
describeWithPlatform("pages drawn the same for everyone (decision 4010)", (t) => {
  let ada: TestUser;
  let bo: TestUser;
  let stay: TestListing;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    ada = await createUser(t(), { firstName: "Adaline", lastName: "Quixworth" });
    bo = await createUser(t(), { firstName: "Bodhi", lastName: "Zamperini" });
    const db = t().platform.database.db;
    stay = await createListing(db, { title: "Sunlit barn for muddy spaniels" });
    expect(await saveToWishlist(db, ada.id, stay.slug)).toBe(true);
    expect((await savePet(db, bo.id, null, { name: "Pipsqueak", species: "dog" }, "2026-11-26")).ok).toBe(
      true,
    );

    const app = express();
    app.use(pageCache({ seconds: 10, cacheable: isSharedPage, shared: isSharedRequest }).middleware);
    // Stands in for React Router: the root's and the page's loaders on the request as it reaches them.
    app.use(async (req, res) => {
      const request = getRequest(req.originalUrl, {
        cookie: req.headers.cookie,
        headers: { "accept-language": "en" },
      });
      const context = t().context();
      if (res.locals.sharedPage)
        context.set(sharedPageContext, {
          viewerCookie: String(res.locals.viewerCookie ?? ""),
          markPersonal: () => void (res.locals.personal = true),
        });
      const page = req.path === "/listing" ? search.loader : detail.loader;
      const [frame, body] = await Promise.all([
        root.loader({ request, url: new URL(request.url), context, params: {} } as never),
        call(page as never, request, context),
      ]);
      res.status(200).type("html");
      const frameData = (frame as { data: unknown }).data;
      res.end(`<html>${JSON.stringify([frameData, body.status, body.location, body.data])}</html>`);
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, cookie: string) => {
    const response = await fetch(base + path, { headers: { cookie } });
    return { response, body: await response.text() };
  };
  // What is one visitor's own: names, emails, ids, the pet's name.
  const personalOf = (user: TestUser) => [user.firstName, user.lastName, user.email, user.id];

  it("serves two signed-in visitors the same cached bytes with neither's name, email, hearts or pets", async () => {
    for (const path of ["/listing", `/hotels/detail?listing=${stay.slug}`]) {
      const forAda = await get(path, ada.cookie);
      const forBo = await get(path, bo.cookie);
      expect(forAda.response.headers.get("x-page-cache"), path).toBe("miss");
      expect(forBo.response.headers.get("x-page-cache"), path).toBe("hit");
      expect(forBo.response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
      expect(forBo.response.headers.get("set-cookie")).toBeNull();
      // The same bytes but the request id each answer carries.
      const plain = (body: string) => body.replace(/"requestId":"[^"]*"/, "");
      expect(plain(forBo.body)).toBe(plain(forAda.body));
      expect(forAda.body).toContain("Sunlit barn for muddy spaniels");
      for (const secret of [...personalOf(ada), ...personalOf(bo), "Pipsqueak"])
        expect(forAda.body, `${path}: ${secret}`).not.toContain(secret);
      expect(forAda.body).toContain('"user":null,"shared":true');
    }
  });

  it("answers each visitor's own parts from /api/personal, and nothing to a visitor without a session", async () => {
    const partsOf = async (cookie?: string) => {
      const answer = await call(personal.loader, getRequest("/api/personal", { cookie }), t().context());
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      return answer.data as {
        user: { name: string; email: string } | null;
        saved: string[];
        pets: { name: string }[];
      };
    };
    const forAda = await partsOf(ada.cookie);
    expect(forAda.user).toMatchObject({ name: "Adaline Quixworth", email: ada.email });
    expect(forAda.saved).toEqual([stay.slug]);
    expect(forAda.pets).toEqual([]);
    const forBo = await partsOf(bo.cookie);
    expect(forBo.user).toMatchObject({ name: "Bodhi Zamperini", email: bo.email });
    expect(forBo.saved).toEqual([]);
    expect(forBo.pets.map((pet) => pet.name)).toEqual(["Pipsqueak"]);
    expect(JSON.stringify(forBo)).not.toContain(ada.email);
    expect(await partsOf()).toEqual({ user: null, saved: [], own: [], pets: [] });
  });

  it("draws an owner's draft for its owner alone: neither kept nor shared", async () => {
    const slug = `ada-draft-${Date.now()}`;
    await addHostedHome(t().platform.database.db, ada.id, slug, {
      status: "draft",
      title: "Half-painted cabin by the creek",
    });
    const path = `/hotels/detail?listing=${slug}`;
    const forOwner = await get(path, ada.cookie);
    expect(forOwner.response.headers.get("cache-control")).toBe("private, no-store");
    expect(forOwner.body).toContain("Half-painted cabin by the creek");
    const forBo = await get(path, bo.cookie);
    expect(forBo.body).not.toContain("Half-painted cabin by the creek");
    expect(forBo.body).toContain(',302,"/not-found",');
  });
});
