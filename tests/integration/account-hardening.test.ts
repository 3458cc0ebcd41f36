import { and, eq, like } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { signInThrottle, users, verifications } from "../../db/schema/index.ts";
import { findProfile } from "../../app/modules/accounts/accounts.server.ts";
import { CLIENT_IP_HEADER } from "../../app/modules/accounts/auth.server.ts";
import { authWithOutbox } from "../helpers/auth.ts";
import { describeEachDatabase } from "../helpers/database.ts";

/** The account hardening rules, through Better Auth's HTTP handler. */
const APP_URL = "http://localhost:3998";
const PASSWORD = "tabby naps in the sun";
const NEW_PASSWORD = "a whole new kibble plan";

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase("account hardening", (database) => {
  const { mail, getAuth } = authWithOutbox(database, APP_URL);
  let ipCounter = 0;
  /** Each call from its own address unless told, so per-address limits stay out of the way. */
  const freshIp = () => `10.14.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  async function call(path: string, body?: unknown, init: { ip?: string; cookie?: string } = {}) {
    const headers = new Headers({ origin: APP_URL, [CLIENT_IP_HEADER]: init.ip ?? freshIp() });
    if (body !== undefined) headers.set("content-type", "application/json");
    if (init.cookie) headers.set("cookie", init.cookie);
    const response = await getAuth().handler(
      new Request(path.startsWith("http") ? path : `${APP_URL}/api/auth${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      }),
    );
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      cookie: response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
      retryAfter: response.headers.get("retry-after"),
    };
  }

  async function signUpVerified(email: string, extra: Record<string, string> = {}) {
    const signUp = await call("/sign-up/email", {
      name: "Ada Lovelace",
      email,
      password: PASSWORD,
      ...extra,
    });
    expect(signUp.status).toBe(200);
    const link = mail
      .filter((m) => m.to === email)
      .at(-1)!
      .text.match(/https?:\/\/\S+verify-email\S+/)![0];
    await call(link);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    return user!;
  }

  const signIn = (email: string, password: string) => call("/sign-in/email", { email, password });

  /* Rule 1: length limits on Better Auth's endpoints */

  it("refuses names over 100 characters and emails over 254, with a 400 and a clear message", async () => {
    const huge = await call("/sign-up/email", {
      name: "n".repeat(8 * 1024 * 1024),
      email: "huge@example.com",
      password: PASSWORD,
    });
    expect(huge.status).toBe(400);
    expect(huge.json).toMatchObject({
      code: "INPUT_TOO_LONG",
      message: "A name can be at most 100 characters.",
    });
    const longEmail = `${"a".repeat(243)}@example.com`;
    const badEmail = await call("/sign-up/email", { name: "Ada", email: longEmail, password: PASSWORD });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json?.message).toBe("An email address can be at most 254 characters.");
    expect(await database().db.select().from(users).where(eq(users.email, "huge@example.com"))).toEqual([]);
    expect(mail.filter((m) => m.to === "huge@example.com" || m.to === longEmail)).toEqual([]);

    await signUpVerified("limits@example.com");
    const session = await signIn("limits@example.com", PASSWORD);
    const update = await call("/update-user", { name: "n".repeat(101) }, { cookie: session.cookie });
    expect(update.status).toBe(400);
    expect(update.json?.message).toBe("A name can be at most 100 characters.");
    const fine = await call("/update-user", { name: "n".repeat(100) }, { cookie: session.cookie });
    expect(fine.status).toBe(200);
    const change = await call(
      "/change-email",
      { newEmail: longEmail, callbackURL: "/email-changed" },
      { cookie: session.cookie },
    );
    expect(change.status).toBe(400);
    expect((await signIn(longEmail, PASSWORD)).status).toBe(400);
    expect(
      (await call("/request-password-reset", { email: longEmail, redirectTo: "/update-password" })).status,
    ).toBe(400);
  });

  /* Rule 2: names without invisible characters */

  it("stores the user's name and profile names without control, bidi or zero-width characters", async () => {
    const user = await signUpVerified("names@example.com", {
      name: "Ada\u202E Lovelace\u200B",
      firstName: "\u2066Ada\u2069",
      lastName: "Love\u200Dlace\u0007",
    });
    expect(user.name).toBe("Ada Lovelace");
    expect(await findProfile(database().db, user.id)).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
    });
    expect(mail.filter((m) => m.to === "names@example.com").at(-1)!.text).not.toMatch(/[\u202E\u200B]/);
    const session = await signIn("names@example.com", PASSWORD);
    expect(
      (await call("/update-user", { name: "\u200FGrace\u061C Hopper\uFEFF" }, { cookie: session.cookie }))
        .status,
    ).toBe(200);
    const [updated] = await database().db.select().from(users).where(eq(users.id, user.id));
    expect(updated!.name).toBe("Grace Hopper");
  });

  /* Rule 3: only the newest reset link works, and none after a password change */

  it("a newer reset link or a password change makes older reset links stop working", async () => {
    const email = "reset@example.com";
    const user = await signUpVerified(email);
    const requestLink = async () => {
      const sent = await call("/request-password-reset", { email, redirectTo: "/update-password" });
      expect(sent.status).toBe(200);
      const message = mail.filter((m) => m.to === email && m.subject === "Reset your password").at(-1)!;
      return message.text.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
    };
    const resetLinks = () =>
      database()
        .db.select()
        .from(verifications)
        .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, user.id)));

    const first = await requestLink();
    const second = await requestLink();
    expect(first).not.toBe(second);
    expect((await resetLinks()).map((row) => row.identifier)).toEqual([`reset-password:${second}`]);
    const stale = await call("/reset-password", { token: first, newPassword: NEW_PASSWORD });
    expect(stale.status).toBe(400);
    expect(stale.json?.code).toBe("INVALID_TOKEN");

    // A password change (signed in) ends the remaining link.
    const session = await signIn(email, PASSWORD);
    const changed = await call(
      "/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: session.cookie },
    );
    expect(changed.status).toBe(200);
    expect(await resetLinks()).toEqual([]);
    expect(
      (await call("/reset-password", { token: second, newPassword: "yet another kibble plan" })).status,
    ).toBe(400);

    // A reset through a link ends any other (a link made elsewhere, e.g. before this rule).
    const third = await requestLink();
    await database()
      .db.insert(verifications)
      .values({
        id: "older-link",
        identifier: "reset-password:older-token",
        value: user.id,
        expiresAt: new Date(Date.now() + 60_000),
      });
    expect((await call("/reset-password", { token: third, newPassword: PASSWORD })).status).toBe(200);
    expect(await resetLinks()).toEqual([]);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  /* Rule 4: per-account sign-in throttle */

  it("throttles an account after 5 failed sign-ins, with growing waits, a notice, and a reset on success", async () => {
    const email = "throttle@example.com";
    const user = await signUpVerified(email);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const notices = () => mail.filter((m) => m.to === email && /trying to sign in/.test(m.subject));

    for (let i = 0; i < 5; i++) expect((await signIn(email, "not the password")).status).toBe(401);
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain(`${APP_URL}/forgot-password`);

    // Even the right password waits: each address gets the same answer.
    const refused = await signIn(email, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: "SIGN_IN_THROTTLED",
      message: "Too many failed sign-ins for this email address. Try again in 30 seconds.",
    });
    expect(refused.retryAfter).toBe("30");

    vi.setSystemTime(start + 31_000);
    expect((await signIn(email, "still not it")).status).toBe(401);
    const longer = await signIn(email, PASSWORD);
    expect(longer.status).toBe(429);
    expect(longer.json?.message).toMatch(/Try again in 1 minute\.$/);

    vi.setSystemTime(start + 31_000 + 61_000);
    const ok = await signIn(email, PASSWORD);
    expect(ok.status).toBe(200);
    const [row] = await database()
      .db.select()
      .from(signInThrottle)
      .where(eq(signInThrottle.accountKey, email));
    expect(row).toMatchObject({ failures: 0, lockedUntil: null });
    // A success starts the count again; the owner is not told twice the same day.
    for (let i = 0; i < 5; i++) expect((await signIn(email, "not the password")).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(429);
    expect(notices()).toHaveLength(1);
    expect(user.id).toBeTruthy();
  });

  it("answers the same for an address without an account, and tells no one", async () => {
    const before = mail.length;
    for (let i = 0; i < 5; i++)
      expect((await signIn("Nobody@Example.com", "whatever it is")).status).toBe(401);
    const refused = await signIn("nobody@example.com ", "whatever it is");
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({
      code: "SIGN_IN_THROTTLED",
      message: "Too many failed sign-ins for this email address. Try again in 30 seconds.",
    });
    expect(mail.length).toBe(before);
  });

  it("counts concurrent failures one by one", async () => {
    const email = "burst@example.com";
    await Promise.all(Array.from({ length: 5 }, () => signIn(email, "wrong wrong wrong")));
    const [row] = await database()
      .db.select()
      .from(signInThrottle)
      .where(eq(signInThrottle.accountKey, email));
    expect(row?.failures).toBe(5);
    expect(row?.lockedUntil).not.toBeNull();
  });
});
