import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it, vi } from "vitest";
import * as profileAvatar from "../../../app/routes/api/profile-avatar.ts";
import * as apiProfile from "../../../app/routes/api/profile.ts";
import * as wishlist from "../../../app/routes/api/wishlist.ts";
import * as contactUs from "../../../app/routes/content/contact-us.tsx";
import * as testHooks from "../../../app/routes/testing/test-hooks.ts";
import { wishlistItems } from "../../../db/schema/index.ts";
import { createListing, createUser, type TestListing, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import {
  call,
  CROSS_SITE,
  formAnswer,
  formRequest,
  getRequest,
  jsonRequest,
  multipartRequest,
  NUL,
  toastOf,
  type Fields,
} from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

const MESSAGE = "Is the garden of the cabin fenced all the way round for a small terrier?";

// Sign-ups and sign-ins hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("content and API actions", (t) => {
  let ada: TestUser;
  let stay: TestListing;
  const db = () => t().platform.database.db;
  const post = (route: { action: (args: never) => unknown }, path: string, fields: Fields, cookie?: string) =>
    call(route.action, formRequest(path, fields, { cookie }), t().context());
  const patch = (body: unknown, options: { cookie?: string; origin?: string; contentType?: string } = {}) =>
    call(
      apiProfile.action,
      jsonRequest("/api/profile", body, {
        method: "PATCH",
        cookie: options.cookie ?? ada.cookie,
        origin: options.origin,
        headers: options.contentType ? { "content-type": options.contentType } : undefined,
      }),
      t().context(),
    );

  // Factories: in a hook (its longer timeout), since password hashing is slow on a busy machine.
  beforeAll(async () => {
    ada = await createUser(t(), { firstName: "Ada", lastName: "Lovelace" });
    stay = await createListing(db());
  });

  // ---- contact-us -------------------------------------------------------------------------------
  it("contact-us: sends → /contact-us?sent=<reference> with a toast, the team emailed", async () => {
    const answer = await post(contactUs, "/contact-us", {
      name: "Grace Hopper",
      email: "grace@example.com",
      topic: "stay",
      message: MESSAGE,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/contact-us\?sent=[A-Z0-9]{8}$/);
    expect(await toastOf(answer)).toMatchObject({ type: "success", title: "Message sent" });
    expect(t().mail("support@petfriendlyrentals.example").length).toBeGreaterThan(0);
  });

  it("contact-us: missing and invalid fields → 400, one message each, typed values kept", async () => {
    const answer = await post(contactUs, "/contact-us", {
      name: "",
      email: "grace@",
      topic: "gossip",
      message: "Hi",
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(formAnswer(answer).fieldErrors).sort()).toEqual(["email", "message", "name", "topic"]);
    expect(formAnswer(answer).values).toMatchObject({ email: "grace@", topic: "gossip", message: "Hi" });
  });

  it("contact-us: a filled-in honeypot looks like success and sends nothing", async () => {
    const before = t().mail().length;
    const answer = await post(contactUs, "/contact-us", {
      name: "Bot",
      email: "bot@example.com",
      topic: "stay",
      message: MESSAGE,
      website: "http://spam.example",
    });
    expect(answer.status).toBe(302);
    expect(t().mail()).toHaveLength(before);
  });

  // ---- api/wishlist -----------------------------------------------------------------------------
  it("api/wishlist: saves and removes a stay of mine; an unknown stay → 404", async () => {
    const saved = await post(wishlist, "/api/wishlist", { listing: stay.slug, intent: "save" }, ada.cookie);
    expect(saved.data).toEqual({ ok: true, saved: true });
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, ada.id))).toHaveLength(1);
    const back = await post(
      wishlist,
      "/api/wishlist",
      { listing: stay.slug, intent: "remove", redirectTo: "/user/wishlist" },
      ada.cookie,
    );
    expect(back.status).toBe(302);
    expect(back.location).toBe("/user/wishlist");
    // The one-time toast draws that visit for this visitor (a shared page has hearts only with scripts).
    expect(await toastOf(back)).toMatchObject({
      message: "Removed from your wishlist.",
      for: "/user/wishlist",
    });
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.userId, ada.id))).toHaveLength(0);
    const unknown = await post(
      wishlist,
      "/api/wishlist",
      { listing: "no-such-stay", intent: "save" },
      ada.cookie,
    );
    expect(unknown.status).toBe(404);
  });

  it("api/wishlist: a bad slug or intent → 400; signed out → sign in, coming back to save it", async () => {
    expect(
      (await post(wishlist, "/api/wishlist", { listing: "../etc", intent: "save" }, ada.cookie)).status,
    ).toBe(400);
    expect(
      (await post(wishlist, "/api/wishlist", { listing: stay.slug, intent: "steal" }, ada.cookie)).status,
    ).toBe(400);
    const anonymous = await post(wishlist, "/api/wishlist", { listing: stay.slug, intent: "save" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe(
      `/sign-in?redirectedFrom=${encodeURIComponent(`/user/wishlist?save=${stay.slug}`)}`,
    );
  });

  itRefusesHostileForms(t, {
    name: "api/wishlist",
    action: wishlist.action,
    path: "/api/wishlist",
    get fields() {
      return { listing: stay.slug, intent: "save" };
    },
    cookie: () => ada.cookie,
  });

  // ---- api/profile (PATCH, JSON) ----------------------------------------------------------------
  it("api/profile: PATCH saves the names and answers the profile", async () => {
    const answer = await patch({ first_name: "Augusta", last_name: "King" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ error: null, data: { first_name: "Augusta", last_name: "King" } });
  });

  it("api/profile: a bad username → 400 with the field error; not an object → 400", async () => {
    const bad = await patch({ username: "no spaces allowed!" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ fieldErrors: { username: expect.any(String) } });
    expect((await patch([1, 2])).status).toBe(400);
    expect((await patch("{not json")).status).toBe(400);
  });

  it("api/profile: another method → 405; cross-site → 403; signed out → 401", async () => {
    const post = await call(
      apiProfile.action,
      jsonRequest("/api/profile", {}, { cookie: ada.cookie }),
      t().context(),
    );
    expect(post.status).toBe(405);
    expect((await patch({ first_name: "X" }, { origin: CROSS_SITE })).status).toBe(403);
    const anonymous = await call(
      apiProfile.action,
      jsonRequest("/api/profile", { first_name: "X" }, { method: "PATCH" }),
      t().context(),
    );
    expect(anonymous.status).toBe(401);
  });

  it("api/profile: a body that is not JSON → 415", async () => {
    expect((await patch({ first_name: "X" }, { contentType: "text/plain" })).status).toBe(415);
    expect(
      (await patch({ first_name: "X" }, { contentType: "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
  });

  it("api/profile: a NUL byte or a lone surrogate in a field → 400, nothing stored", async () => {
    const nul = await patch({ first_name: `Ada${NUL}` });
    expect(nul.status).toBe(400);
    const surrogate = await patch({ last_name: "\uD800" });
    expect(surrogate.status).toBe(400);
    const now = await call(
      apiProfile.loader,
      getRequest("/api/profile", { cookie: ada.cookie }),
      t().context(),
    );
    expect(JSON.stringify(now.data)).not.toContain("\\u0000");
    expect(JSON.stringify(now.data)).not.toContain("\\ud800");
  });

  // ---- api/profile/avatar -----------------------------------------------------------------------
  it("api/profile/avatar: a real picture is saved; with redirectTo → back with a toast", async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c86" } })
      .png()
      .toBuffer();
    const answer = await call(
      profileAvatar.action,
      multipartRequest(
        "/api/profile/avatar",
        {
          avatar: new File([new Uint8Array(png)], "me.png", { type: "image/png" }),
          redirectTo: "/user/profile",
        },
        { cookie: ada.cookie },
      ),
      t().context(),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/profile");
    expect(await toastOf(answer)).toMatchObject({ type: "success", message: "Your new picture is saved." });
  });

  it("api/profile/avatar: a body that is not a form → 415; a NUL byte in a field → 400", async () => {
    const plain = await call(
      profileAvatar.action,
      jsonRequest("/api/profile/avatar", { intent: "upload" }, { cookie: ada.cookie }),
      t().context(),
    );
    expect(plain.status).toBe(415);
    const nul = await call(
      profileAvatar.action,
      multipartRequest(
        "/api/profile/avatar",
        { intent: `upload${NUL}`, redirectTo: "/user/profile" },
        { cookie: ada.cookie },
      ),
      t().context(),
    );
    expect(nul.status).toBe(400);
  });

  it("api/profile/avatar: text posing as a picture, or no file → 4xx with the field error", async () => {
    const fake = await call(
      profileAvatar.action,
      multipartRequest(
        "/api/profile/avatar",
        { avatar: new File(["not a picture"], "fake.png", { type: "image/png" }) },
        { cookie: ada.cookie },
      ),
      t().context(),
    );
    expect(fake.status).toBeGreaterThanOrEqual(400);
    expect(fake.status).toBeLessThan(500);
    expect(fake.data).toMatchObject({ fieldErrors: { avatar: expect.any(String) } });
    const none = await call(
      profileAvatar.action,
      multipartRequest("/api/profile/avatar", { intent: "upload" }, { cookie: ada.cookie }),
      t().context(),
    );
    expect(none.status).toBe(400);
  });

  it("api/profile/avatar: a body that is not a form → 4xx, never a 500", async () => {
    // Not 415 like readForm's actions: readAvatarForm answers 400 (the upload reader's own refusal).
    const answer = await call(
      profileAvatar.action,
      new Request("http://localhost:3000/api/profile/avatar", {
        method: "POST",
        headers: { "content-type": "text/plain", origin: "http://localhost:3000", cookie: ada.cookie },
        body: "avatar=x",
      }),
      t().context(),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it("api/profile/avatar: cross-site → 403; signed out → 401", async () => {
    const cross = await call(
      profileAvatar.action,
      multipartRequest(
        "/api/profile/avatar",
        { intent: "delete" },
        { cookie: ada.cookie, origin: CROSS_SITE },
      ),
      t().context(),
    );
    expect(cross.status).toBe(403);
    const anonymous = await call(
      profileAvatar.action,
      multipartRequest("/api/profile/avatar", { intent: "delete" }),
      t().context(),
    );
    expect(anonymous.status).toBe(401);
  });

  // ---- __test/* (TEST_HOOKS off in this platform) ------------------------------------------------
  it("__test/stays: closed unless TEST_HOOKS=1 → 404", async () => {
    const answer = await call(
      testHooks.action,
      jsonRequest(
        "/__test/stays",
        { checkIn: "2027-01-01", checkOut: "2027-01-03", status: "completed" },
        { cookie: ada.cookie },
      ),
      t().context(),
      { "*": "stays" },
    );
    expect(answer.status).toBe(404);
  });

  itRefusesHostileForms(t, {
    name: "contact-us",
    action: contactUs.action,
    path: "/contact-us",
    fields: { message: MESSAGE, name: "Grace", email: "grace@example.com", topic: "stay" },
  });
});

describeWithPlatform(
  "browser-test hooks (TEST_HOOKS=1)",
  (t) => {
    let ada: TestUser;
    const stays = (body: unknown, options: { cookie?: string; contentType?: string } = {}) =>
      call(
        testHooks.action,
        jsonRequest("/__test/stays", body, {
          cookie: options.cookie ?? ada.cookie,
          headers: options.contentType ? { "content-type": options.contentType } : undefined,
        }),
        t().context(),
        { "*": "stays" },
      );

    it("__test/stays: makes a completed stay for the signed-in user", async () => {
      ada = await createUser(t());
      const stay = await createListing(t().platform.database.db);
      const answer = await stays({
        listing: stay.slug,
        checkIn: "2025-01-01",
        checkOut: "2025-01-04",
        status: "completed",
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ id: expect.any(String), listing: stay.slug });
    });

    it("__test/stays: not JSON → 415; a NUL byte → 400; bad fields → 400; signed out → 401", async () => {
      expect((await stays({ checkIn: "2025-01-01" }, { contentType: "text/plain" })).status).toBe(415);
      const nul = await stays({
        listing: `x${NUL}`,
        checkIn: "2025-01-01",
        checkOut: "2025-01-04",
        status: "completed",
      });
      expect(nul.status).toBe(400);
      expect((await stays({ checkIn: "yesterday", status: "happy" })).status).toBe(400);
      // No night at all (found by fuzz: once a 500).
      expect(
        (await stays({ checkIn: "2025-01-04", checkOut: "2025-01-04", status: "completed" })).status,
      ).toBe(400);
      const anonymous = await call(testHooks.action, jsonRequest("/__test/stays", {}), t().context(), {
        "*": "stays",
      });
      expect(anonymous.status).toBe(401);
    });
  },
  { TEST_HOOKS: "1" },
);
