import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { profiles, sessions, users } from "../../db/schema/index.ts";
import {
  consumeRateLimit,
  endAllSessions,
  endOtherSessions,
  endSession,
  findProfile,
  listActiveSessions,
} from "../../app/modules/accounts/accounts.server.ts";
import { CLIENT_IP_HEADER } from "../../app/modules/accounts/auth.server.ts";
import { authWithOutbox } from "../helpers/auth.ts";
import { describeEachDatabase } from "../helpers/database.ts";

const APP_URL = "http://localhost:3999";
const PASSWORD = "tabby naps in the sun";

describeEachDatabase("accounts services", (database) => {
  const { mail, texts, getAuth } = authWithOutbox(database, APP_URL);

  /** A request through Better Auth's HTTP handler, as a browser would send it. */
  async function call(
    path: string,
    body?: unknown,
    init: { ip?: string; cookie?: string; ua?: string; method?: string; language?: string } = {},
  ) {
    const headers = new Headers({ origin: APP_URL, [CLIENT_IP_HEADER]: init.ip ?? "10.0.0.1" });
    if (body !== undefined) headers.set("content-type", "application/json");
    if (init.cookie) headers.set("cookie", init.cookie);
    if (init.ua) headers.set("user-agent", init.ua);
    if (init.language) headers.set("accept-language", init.language);
    const response = await getAuth().handler(
      new Request(path.startsWith("http") ? path : `${APP_URL}/api/auth${path}`, {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
      }),
    );
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      cookie,
      location: response.headers.get("location"),
    };
  }

  async function signUpVerified(email: string) {
    await call("/sign-up/email", {
      name: "Ada Lovelace",
      email,
      password: PASSWORD,
      callbackURL: "/email-authenticated?verified=1",
    });
    const message = mail.filter((m) => m.to === email).at(-1)!;
    const link = message.text.match(/https?:\/\/\S+verify-email\S+/)![0];
    const verified = await call(link);
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/email-authenticated?verified=1");
  }

  it("sign-up creates the user and its profile; sign-in waits for the verified email", async () => {
    const email = "ada@example.com";
    const signUp = await call("/sign-up/email", {
      name: "Ada Lovelace",
      firstName: " Ada ",
      lastName: "Lovelace ",
      email,
      password: PASSWORD,
      callbackURL: "/email-authenticated?verified=1",
    });
    expect(signUp.status).toBe(200);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: "Ada Lovelace", emailVerified: false });
    const profile = await findProfile(database().db, user!.id);
    expect(profile).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      username: null,
    });

    const message = mail.find((m) => m.to === email)!;
    expect(message.subject).toBe("Confirm your email address");
    expect(message.html).toContain(`${APP_URL}/api/auth/verify-email?token=`);

    const early = await call("/sign-in/email", { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.json?.code).toBe("EMAIL_NOT_VERIFIED");

    const link = message.text.match(/https?:\/\/\S+verify-email\S+/)![0];
    expect((await call(link)).location).toBe("/email-authenticated?verified=1");
    const wrong = await call("/sign-in/email", { email, password: "not the password" });
    expect(wrong.status).toBe(401);
    const ok = await call("/sign-in/email", { email, password: PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.cookie).toMatch(/pfr\.session_token=/);
    // The token is never in a body a page script could read: only in the HttpOnly cookie.
    expect(ok.json?.token).toBeNull();
    expect(ok.json?.user).toMatchObject({ email });
  });

  it("refuses common passwords with the reason", async () => {
    const weak = await call("/sign-up/email", {
      name: "X",
      email: "weak@example.com",
      password: "password123",
    });
    expect(weak.status).toBe(400);
    expect(weak.json).toMatchObject({ code: "WEAK_PASSWORD", message: expect.stringMatching(/most common/) });
    expect(await database().db.select().from(users).where(eq(users.email, "weak@example.com"))).toEqual([]);
  });

  it("lists sessions with their device, ends one, the others, or all", async () => {
    const email = "sessions@example.com";
    await signUpVerified(email);
    const agents = [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605 Version/17 Mobile Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
    ];
    for (const ua of agents)
      expect((await call("/sign-in/email", { email, password: PASSWORD }, { ua })).status).toBe(200);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    const all = await listActiveSessions(database().db, user!.id);
    expect(all.map((s) => s.device).sort()).toEqual([
      "Chrome on macOS",
      "Firefox on Windows",
      "Safari on iOS",
    ]);
    const current = all[0]!.id;

    // Another user's session cannot be ended by id.
    await signUpVerified("stranger@example.com");
    const [stranger] = await database()
      .db.select()
      .from(users)
      .where(eq(users.email, "stranger@example.com"));
    expect(await endSession(database().db, stranger!.id, current)).toBe(false);

    const victim = all[1]!.id;
    expect(await endSession(database().db, user!.id, victim)).toBe(true);
    expect(
      (await listActiveSessions(database().db, user!.id, current)).map((s) => [s.id, s.current]),
    ).toEqual(expect.arrayContaining([[current, true]]));
    expect(await endOtherSessions(database().db, user!.id, current)).toBe(1);
    expect((await listActiveSessions(database().db, user!.id)).map((s) => s.id)).toEqual([current]);
    expect(await endAllSessions(database().db, user!.id)).toBe(1);
    expect(await database().db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  it("rate limits sign-in per client address, counted in the database", { timeout: 120_000 }, async () => {
    // A different address each time: one address alone would meet the per-account throttle first.
    let n = 0;
    const attempt = (ip: string) =>
      call("/sign-in/email", { email: `nobody${++n}@example.com`, password: "not it at all" }, { ip });
    for (let i = 0; i < 20; i++) expect((await attempt("10.9.9.9")).status).toBe(401);
    const limited = await attempt("10.9.9.9");
    expect(limited.status).toBe(429);
    expect((await attempt("10.9.9.10")).status).toBe(401);
  });

  it("consumeRateLimit counts atomically within a window", async () => {
    const db = database().db;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeRateLimit(db, "test:key", 60, 5)),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await consumeRateLimit(db, "test:other", 60, 5)).toBe(true);
  });

  it("usernames are unique whatever their case", async () => {
    await signUpVerified("one@example.com");
    await signUpVerified("two@example.com");
    const rows = await database().db.select().from(users);
    const one = rows.find((u) => u.email === "one@example.com")!;
    const two = rows.find((u) => u.email === "two@example.com")!;
    await database().db.update(profiles).set({ username: "Rover" }).where(eq(profiles.id, one.id));
    await expect(
      database().db.update(profiles).set({ username: "rover" }).where(eq(profiles.id, two.id)),
    ).rejects.toThrow();
  });

  it("phone numbers: a code by SMS only for a signed-in user, then verified on the account", async () => {
    const email = "phone@example.com";
    await signUpVerified(email);
    const anonymous = await call("/phone-number/send-otp", { phoneNumber: "+14155550100" });
    expect(anonymous.status).toBe(401);
    const signedIn = await call("/sign-in/email", { email, password: PASSWORD });
    const sent = await call(
      "/phone-number/send-otp",
      { phoneNumber: "+14155550100" },
      { cookie: signedIn.cookie },
    );
    expect(sent.status).toBe(200);
    const code = texts.at(-1)!.text.match(/\d{6}/)![0];
    expect(texts.at(-1)!.to).toBe("+14155550100");
    // Phone sign-in is closed: verification must update the signed-in account.
    expect(
      (await call("/phone-number/verify", { phoneNumber: "+14155550100", code }, { cookie: signedIn.cookie }))
        .status,
    ).toBe(400);
    const verified = await call(
      "/phone-number/verify",
      { phoneNumber: "+14155550100", code, updatePhoneNumber: true },
      { cookie: signedIn.cookie },
    );
    expect(verified.status).toBe(200);
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ phoneNumber: "+14155550100", phoneNumberVerified: true });
    expect(
      (await call("/sign-in/phone-number", { phoneNumber: "+14155550100", password: PASSWORD })).status,
    ).toBe(404);
  });

  it("accounts emails and the SMS code are written in the recipient's language (decision 3855)", async () => {
    const email = "lengua@example.com";
    // A sign-up has no saved language: the request's is used.
    await call(
      "/sign-up/email",
      { name: "Lucía", email, password: PASSWORD, callbackURL: "/email-authenticated?verified=1" },
      { language: "es-MX,es;q=0.9,en;q=0.5" },
    );
    const welcome = mail.filter((m) => m.to === email).at(-1)!;
    expect(welcome.subject).toBe("Confirma tu dirección de correo");
    expect(welcome.html).toContain('lang="es"');
    expect(welcome.text).toContain("Te damos la bienvenida, Lucía");
    await call(welcome.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
    // A saved language wins over the request's.
    const [user] = await database().db.select().from(users).where(eq(users.email, email));
    await database().db.update(profiles).set({ language: "ar" }).where(eq(profiles.id, user!.id));
    await call("/request-password-reset", { email, redirectTo: "/update-password" }, { language: "fr" });
    const reset = mail.filter((m) => m.to === email).at(-1)!;
    expect(reset.subject).toBe("أعد تعيين كلمة المرور");
    expect(reset.html).toContain('dir="rtl"');
    const signedIn = await call("/sign-in/email", { email, password: PASSWORD });
    await call("/phone-number/send-otp", { phoneNumber: "+14155550111" }, { cookie: signedIn.cookie });
    expect(texts.at(-1)!.text).toMatch(/^\d{6} هو رمز التحقق/);
  });
});
