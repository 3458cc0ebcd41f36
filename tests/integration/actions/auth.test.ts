import { beforeAll, expect, it, vi } from "vitest";
import * as changeEmail from "../../../app/routes/auth/change-email.tsx";
import * as emailAuthenticated from "../../../app/routes/auth/email-authenticated.tsx";
import * as emailSent from "../../../app/routes/auth/email-sent.tsx";
import * as forgotPassword from "../../../app/routes/auth/forgot-password.tsx";
import * as phoneVerify from "../../../app/routes/auth/phone-verify.tsx";
import * as sessions from "../../../app/routes/auth/sessions.ts";
import * as signIn from "../../../app/routes/auth/sign-in.tsx";
import * as signOut from "../../../app/routes/auth/sign-out.tsx";
import * as signUp from "../../../app/routes/auth/sign-up.tsx";
import * as twoFactorSetup from "../../../app/routes/auth/two-factor-setup.tsx";
import * as twoFactor from "../../../app/routes/auth/two-factor.tsx";
import * as updatePassword from "../../../app/routes/auth/update-password.tsx";
import { totp } from "../../helpers/totp.ts";
import {
  authCall,
  cookiesOf,
  createUser,
  signIn as newSession,
  TEST_PASSWORD,
  type TestUser,
} from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf } from "../../helpers/requests.ts";
import { itRefusesHostileForms, type FormAction } from "./hostile.ts";

/** The visible password must never travel back to the page. */
const expectNoPassword = (data: unknown, password: string) =>
  expect(JSON.stringify(data)).not.toContain(password);

// Sign-ups and sign-ins hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("auth actions", (t) => {
  let ada: TestUser;
  const post = (
    route: { action: (args: never) => unknown },
    path: string,
    fields: Record<string, string>,
    cookie?: string,
  ) => call(route.action, formRequest(path, fields, { cookie }), t().context());

  // Factories: in a hook (its longer timeout), since password hashing is slow on a busy machine.
  beforeAll(async () => {
    ada = await createUser(t());
    expect(ada.cookie).toMatch(/pfr\.session_token=/);
  });

  // ---- sign-up ---------------------------------------------------------------------------------
  it("sign-up: creates the account and goes to /email-sent with the pending address", async () => {
    const email = "new-traveller@example.com";
    const answer = await post(signUp, "/sign-up", {
      firstName: "Grace",
      lastName: "Hopper",
      email,
      password: TEST_PASSWORD,
      acceptTerms: "on",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/email-sent");
    expect(answer.headers.get("set-cookie")).toMatch(/pfr_pending_email=/);
    expect(t().mail(email).at(-1)?.subject).toBe("Confirm your email address");
  });

  it("sign-up: missing and invalid fields → 400, one message each, typed values kept, no password", async () => {
    const answer = await post(signUp, "/sign-up", {
      firstName: "Grace",
      lastName: "",
      email: "not-an-email",
      password: "short",
    });
    expect(answer.status).toBe(400);
    const { fieldErrors, values } = formAnswer(answer);
    expect(Object.keys(fieldErrors).sort()).toEqual(["acceptTerms", "email", "lastName", "password"]);
    expect(values).toMatchObject({ firstName: "Grace", email: "not-an-email" });
    expectNoPassword(answer.data, "short");
  });

  it("sign-up from 'List your home': the destination survives the form and the verification link", async () => {
    const form = await call(
      signUp.loader,
      getRequest("/sign-up?redirectedFrom=%2Fhost%2Flistings%2Fnew"),
      t().context(),
    );
    expect(form.data).toEqual({ redirectedFrom: "/host/listings/new" });
    const email = `new-host-${Date.now()}@example.com`;
    const answer = await post(signUp, "/sign-up", {
      firstName: "Hedy",
      lastName: "Lamarr",
      email,
      password: TEST_PASSWORD,
      acceptTerms: "on",
      redirectedFrom: "/host/listings/new",
    });
    expect(answer.status).toBe(302);
    const link = t()
      .mail(email)
      .at(-1)
      ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toBeTruthy();
    const verified = await authCall(t(), link!);
    expect(verified.status).toBe(302);
    const landing = new URL(verified.headers.get("location")!, "http://x");
    expect(landing.pathname).toBe("/email-authenticated");
    const page = await call(
      emailAuthenticated.loader,
      getRequest(landing.pathname + landing.search),
      t().context(),
    );
    expect(page.data).toMatchObject({ status: "verified", next: "/host/listings/new" });
    // A destination off the site is dropped, never carried.
    const offSite = await call(
      signUp.loader,
      getRequest("/sign-up?redirectedFrom=https%3A%2F%2Fevil.example"),
      t().context(),
    );
    expect(offSite.data).toEqual({ redirectedFrom: null });
  });

  // ---- sign-in ---------------------------------------------------------------------------------
  it("sign-in: the right password → redirect to the page asked for, with the session cookie", async () => {
    const answer = await post(signIn, "/sign-in", {
      email: ada.email,
      password: ada.password,
      redirectedFrom: "/user/bookings",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/bookings");
    expect(answer.headers.get("set-cookie")).toMatch(/pfr\.session_token=/);
  });

  it("sign-in: a hostile redirectedFrom goes home instead", async () => {
    const answer = await post(signIn, "/sign-in", {
      email: ada.email,
      password: ada.password,
      redirectedFrom: "//evil.example/x",
    });
    expect(answer.location).toBe("/");
  });

  it("sign-in: a wrong password → 401 with the form error, the email kept, the password not", async () => {
    const answer = await post(signIn, "/sign-in", { email: ada.email, password: "not my password at all" });
    expect(answer.status).toBe(401);
    expect(formAnswer(answer).formError).toBeTruthy();
    expect(formAnswer(answer).values).toMatchObject({ email: ada.email });
    expectNoPassword(answer.data, "not my password at all");
  });

  it("sign-in: missing fields → 400 with field errors and the typed email", async () => {
    const answer = await post(signIn, "/sign-in", { email: "ada@", password: "" });
    expect(answer.status).toBe(400);
    expect(Object.keys(formAnswer(answer).fieldErrors).sort()).toEqual(["email", "password"]);
    expect(formAnswer(answer).values).toMatchObject({ email: "ada@" });
  });

  // ---- forgot-password and update-password ------------------------------------------------------
  it("forgot-password: the same answer for any address; a reset link reaches a real account", async () => {
    const known = await post(forgotPassword, "/forgot-password", { email: ada.email });
    const unknown = await post(forgotPassword, "/forgot-password", { email: "nobody@example.com" });
    expect(known.status).toBe(200);
    expect(known.data).toMatchObject({ sentTo: ada.email, fieldErrors: {} });
    expect(unknown.data).toMatchObject({ sentTo: "nobody@example.com", fieldErrors: {} });
    expect(t().mail(ada.email).at(-1)?.text).toMatch(/reset-password/);
  });

  it("forgot-password: an invalid address → 400 with the field error and the typed value", async () => {
    const answer = await post(forgotPassword, "/forgot-password", { email: "ada at example" });
    expect(answer.status).toBe(400);
    expect(formAnswer(answer).fieldErrors.email).toBeTruthy();
    expect(formAnswer(answer).values).toEqual({ email: "ada at example" });
  });

  it("update-password: the emailed token sets a new password → /sign-in with a toast", async () => {
    const user = await createUser(t());
    await post(forgotPassword, "/forgot-password", { email: user.email });
    const link = t()
      .mail(user.email)
      .at(-1)!
      .text.match(/https?:\/\/\S+reset-password\/(\S+?)\?/)!;
    const newPassword = "a brand new tabby password";
    const answer = await post(updatePassword, "/update-password", {
      token: link[1]!,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/sign-in");
    expect((await toastOf(answer))?.type).toBe("success");
    await newSession(t(), user.email, newPassword);
  });

  it("update-password: mismatched passwords → 400, no password echoed", async () => {
    const answer = await post(updatePassword, "/update-password", {
      token: "x",
      password: "a brand new tabby password",
      confirmPassword: "something else entirely",
    });
    expect(answer.status).toBe(400);
    expect(formAnswer(answer).fieldErrors.confirmPassword).toBeTruthy();
    expectNoPassword(answer.data, "a brand new tabby password");
  });

  it("update-password: an unknown token → 400 with a form error", async () => {
    const answer = await post(updatePassword, "/update-password", {
      token: "not-a-token",
      password: "a brand new tabby password",
      confirmPassword: "a brand new tabby password",
    });
    expect(answer.status).toBe(400);
    expect(formAnswer(answer).formError).toBeTruthy();
  });

  // ---- email-sent and email-authenticated -------------------------------------------------------
  it("email-sent: resends after the cool-down (fake clock), refuses before it", async () => {
    const email = "waiting@example.com";
    const signedUp = await post(signUp, "/sign-up", {
      firstName: "Wait",
      lastName: "Ing",
      email,
      password: TEST_PASSWORD,
      acceptTerms: "on",
    });
    const pending = cookiesOf(new Response(null, { headers: signedUp.headers }));
    const early = await post(emailSent, "/email-sent", {}, pending);
    expect(early.status).toBe(429);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    try {
      const later = await post(emailSent, "/email-sent", {}, pending);
      expect(later.status).toBe(302);
      expect(later.location).toBe("/email-sent?resent=1");
    } finally {
      vi.useRealTimers();
    }
  });

  it("email-sent: without a pending address, a missing email → 400", async () => {
    const answer = await post(emailSent, "/email-sent", { email: "" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ sent: false });
  });

  it("email-authenticated: asks for a new link → /email-sent", async () => {
    const answer = await post(emailAuthenticated, "/email-authenticated", { email: "waiting@example.com" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/email-sent");
  });

  it("email-authenticated: an invalid address → 400 with the field error", async () => {
    const answer = await post(emailAuthenticated, "/email-authenticated", { email: "nope" });
    expect(answer.status).toBe(400);
    expect(formAnswer(answer).fieldErrors.email).toBeTruthy();
  });

  // ---- two-factor: set up, then sign in with a code ---------------------------------------------
  it("two-factor-setup then two-factor: a TOTP code signs in and goes where asked", async () => {
    const user = await createUser(t());
    const start = await post(
      twoFactorSetup,
      "/two-factor-setup",
      { intent: "start", password: user.password },
      user.cookie,
    );
    expect(start.status).toBe(200);
    const { totpURI, secret } = start.data as { totpURI: string; secret: string };
    expect(totpURI).toMatch(/^otpauth:\/\//);
    const confirm = await post(
      twoFactorSetup,
      "/two-factor-setup",
      { intent: "confirm", totpURI, code: totp(secret) },
      user.cookie,
    );
    expect(confirm.status).toBe(200);
    expect(confirm.data).toMatchObject({ step: "codes", fresh: true });
    expect((confirm.data as { codes: string[] }).codes).toHaveLength(10);

    const first = await post(signIn, "/sign-in", {
      email: user.email,
      password: user.password,
      redirectedFrom: "/user/settings",
    });
    expect(first.location).toBe("/two-factor?redirectedFrom=%2Fuser%2Fsettings");
    const challenge = cookiesOf(new Response(null, { headers: first.headers }));
    const wrong = await post(twoFactor, "/two-factor", { code: "000000" }, challenge);
    expect(wrong.status).toBe(400);
    expect(formAnswer(wrong).fieldErrors.code).toBeTruthy();
    const second = await post(
      twoFactor,
      "/two-factor",
      { code: totp(secret), redirectedFrom: "/user/settings" },
      challenge,
    );
    expect(second.status).toBe(302);
    expect(second.location).toBe("/user/settings");
    expect(second.headers.get("set-cookie")).toMatch(/pfr\.session_token=/);
  });

  it("two-factor: an empty code → 400 with the field error", async () => {
    const answer = await post(twoFactor, "/two-factor", { code: " " });
    expect(answer.status).toBe(400);
    expect(formAnswer(answer).fieldErrors.code).toBe("Enter your code.");
  });

  it("two-factor-setup: a wrong or missing password → 400 on the password field, never echoed", async () => {
    const wrong = await post(
      twoFactorSetup,
      "/two-factor-setup",
      { intent: "start", password: "not it at all" },
      ada.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(formAnswer(wrong).fieldErrors.password).toBeTruthy();
    expectNoPassword(wrong.data, "not it at all");
    const missing = await post(twoFactorSetup, "/two-factor-setup", { intent: "start" }, ada.cookie);
    expect(missing.status).toBe(400);
    expect(formAnswer(missing).fieldErrors.password).toBe("Enter your password.");
  });

  it("two-factor-setup: signed out → sent to sign in", async () => {
    const answer = await post(twoFactorSetup, "/two-factor-setup", { intent: "start", password: "x" });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/sign-in\?redirectedFrom=/);
  });

  // ---- phone-verify -----------------------------------------------------------------------------
  it("phone-verify: texts a code, and the code verifies the number → redirect with a toast", async () => {
    const user = await createUser(t());
    const phoneNumber = "+14155550123";
    const sent = await post(phoneVerify, "/phone-verify", { intent: "send", phoneNumber }, user.cookie);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ step: "code", phone: phoneNumber });
    const code = t().texts(phoneNumber).at(-1)!.text.match(/\d{6}/)![0];
    const verified = await post(
      phoneVerify,
      "/phone-verify",
      { intent: "verify", phoneNumber, code },
      user.cookie,
    );
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/phone-verify");
    expect((await toastOf(verified))?.message).toContain(phoneNumber);
  });

  it("phone-verify: a malformed number → 400 with the field error and what was typed", async () => {
    const answer = await post(
      phoneVerify,
      "/phone-verify",
      { intent: "send", phoneNumber: "call me" },
      ada.cookie,
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ phone: "call me" });
    expect(formAnswer(answer).fieldErrors.phoneNumber).toBeTruthy();
  });

  // ---- change-email -----------------------------------------------------------------------------
  it("change-email: the password confirms it; a link goes to the new address", async () => {
    const user = await createUser(t());
    const newEmail = `moved-${Date.now()}@example.com`;
    const answer = await post(
      changeEmail,
      "/change-email",
      { newEmail, password: user.password },
      user.cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sentTo: newEmail });
    expect(t().mail(newEmail)).toHaveLength(1);
  });

  it("change-email: invalid address and no password → 400, the address kept, no password", async () => {
    const answer = await post(changeEmail, "/change-email", { newEmail: "moved@", password: "" }, ada.cookie);
    expect(answer.status).toBe(400);
    expect(Object.keys(formAnswer(answer).fieldErrors).sort()).toEqual(["newEmail", "password"]);
    expect(formAnswer(answer).values).toMatchObject({ newEmail: "moved@" });
  });

  it("change-email: a wrong password → 4xx on the password, not echoed", async () => {
    const answer = await post(
      changeEmail,
      "/change-email",
      { newEmail: "elsewhere@example.com", password: "definitely wrong pw" },
      ada.cookie,
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectNoPassword(answer.data, "definitely wrong pw");
  });

  // ---- sessions (api/account/sessions) -----------------------------------------------------------
  it("sessions: ends another session of mine; another user's session id → 404", async () => {
    const user = await createUser(t());
    const other = await newSession(t(), user.email, user.password);
    const listed = await call(
      sessions.loader,
      getRequest("/api/account/sessions", { cookie: user.cookie }),
      t().context(),
    );
    const list = (listed.data as { sessions: { id: string; current: boolean }[] }).sessions;
    expect(list).toHaveLength(2);
    const otherId = list.find((s) => !s.current)!.id;

    const theirs = await post(
      sessions,
      "/api/account/sessions",
      { intent: "end", sessionId: otherId },
      ada.cookie,
    );
    expect(theirs.status).toBe(404);

    const mine = await post(
      sessions,
      "/api/account/sessions",
      { intent: "end", sessionId: otherId },
      user.cookie,
    );
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ ok: true });
    const gone = await call(
      sessions.loader,
      getRequest("/api/account/sessions", { cookie: other.cookie }),
      t().context(),
    );
    expect(gone.status).toBe(401);
  });

  it("sessions: no session id or an unknown intent → 400; signed out → 401", async () => {
    expect((await post(sessions, "/api/account/sessions", { intent: "end" }, ada.cookie)).status).toBe(400);
    expect((await post(sessions, "/api/account/sessions", { intent: "explode" }, ada.cookie)).status).toBe(
      400,
    );
    expect((await post(sessions, "/api/account/sessions", { intent: "end-others" })).status).toBe(401);
  });

  // ---- sign-out (last: it ends every session of the user) ---------------------------------------
  it("sign-out: ends the sessions and goes to /sign-in with a toast", async () => {
    const user = await createUser(t());
    const answer = await post(signOut, "/sign-out", {}, user.cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/sign-in");
    expect((await toastOf(answer))?.message).toBe("You have been signed out");
    const after = await call(
      sessions.loader,
      getRequest("/api/account/sessions", { cookie: user.cookie }),
      t().context(),
    );
    expect(after.status).toBe(401);
  });

  // ---- the edge every form action shares ---------------------------------------------------------
  const cookie = () => ada.cookie;
  const routes: FormAction[] = [
    {
      name: "sign-in",
      action: signIn.action,
      path: "/sign-in",
      fields: { email: "a@example.com", password: "x" },
    },
    {
      name: "sign-up",
      action: signUp.action,
      path: "/sign-up",
      fields: {
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        password: TEST_PASSWORD,
        acceptTerms: "on",
      },
    },
    {
      name: "forgot-password",
      action: forgotPassword.action,
      path: "/forgot-password",
      fields: { email: "a@example.com" },
    },
    {
      name: "update-password",
      action: updatePassword.action,
      path: "/update-password",
      fields: { token: "t", password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    },
    { name: "two-factor", action: twoFactor.action, path: "/two-factor", fields: { code: "123456" } },
    { name: "email-sent", action: emailSent.action, path: "/email-sent", fields: { email: "a@example.com" } },
    {
      name: "email-authenticated",
      action: emailAuthenticated.action,
      path: "/email-authenticated",
      fields: { email: "a@example.com" },
    },
    { name: "sign-out", action: signOut.action, path: "/sign-out", fields: { js: "1" }, cookie: () => "" },
    {
      name: "sessions",
      action: sessions.action,
      path: "/api/account/sessions",
      fields: { intent: "end", sessionId: "x" },
      cookie,
    },
    {
      name: "change-email",
      action: changeEmail.action,
      path: "/change-email",
      fields: { newEmail: "b@example.com", password: "x" },
      cookie,
    },
    {
      name: "phone-verify",
      action: phoneVerify.action,
      path: "/phone-verify",
      fields: { phoneNumber: "+14155550100", intent: "send" },
      cookie,
    },
    {
      name: "two-factor-setup",
      action: twoFactorSetup.action,
      path: "/two-factor-setup",
      fields: { password: "x", intent: "start" },
      cookie,
    },
  ];
  for (const route of routes) {
    itRefusesHostileForms(t, route);
  }
});
