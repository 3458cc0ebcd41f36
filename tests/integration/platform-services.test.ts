import { expect, it } from "vitest";
import { callAuth } from "../../app/modules/accounts/accounts.server.ts";
import { CLIENT_IP_HEADER, getAuth } from "../../app/modules/accounts/auth.server.ts";
import { getSessionUser, requireGuest, requireUser } from "../../app/modules/accounts/guards.server.ts";
import { redirectWithToast, takeFlashToast } from "../../app/platform/flash.server.ts";
import type { MailMessage } from "../../app/platform/mail.server.ts";
import type { Platform } from "../../app/platform/runtime.server.ts";
import { describeEachDatabase } from "../helpers/database.ts";

/** Services take the platform they run on as an argument; no process-wide platform. */
const APP_URL = "http://localhost:3997";
const PASSWORD = "tabby naps in the sun";

describeEachDatabase("services on a given platform", (database) => {
  const mail: MailMessage[] = [];
  const platformFor = () =>
    ({
      env: { APP_URL },
      database: database(),
      secret: "integration-secret-integration-secret-0123",
      mailer: { send: async (m: MailMessage) => void mail.push(m) },
      sms: { send: async () => {} },
    }) as unknown as Platform;
  const request = (path: string, cookie?: string) =>
    new Request(`${APP_URL}${path}`, {
      headers: { [CLIENT_IP_HEADER]: "10.97.0.1", ...(cookie ? { cookie } : {}) },
    });

  it("builds one auth instance per platform, on first use", () => {
    const one = platformFor();
    const other = platformFor();
    expect(getAuth(one)).toBe(getAuth(one));
    expect(getAuth(other)).not.toBe(getAuth(one));
  });

  it("signs up, in and reads the session user through the platform it is given", async () => {
    const platform = platformFor();
    const email = "grace@example.com";
    const signUp = await callAuth(platform, request("/sign-up"), "/sign-up/email", {
      body: { name: "Grace Hopper", email, password: PASSWORD, callbackURL: "/email-authenticated" },
    });
    expect(signUp.ok).toBe(true);
    const link = mail.find((m) => m.to === email)!.text.match(/https?:\/\/\S+verify-email\S+/)![0];
    const verified = await getAuth(platform).handler(new Request(link, { redirect: "manual" }));
    expect(verified.status).toBe(302);

    const signIn = await callAuth(platform, request("/sign-in"), "/sign-in/email", {
      body: { email, password: PASSWORD },
    });
    expect(signIn.ok).toBe(true);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/pfr\.session_token=/);

    const signedIn = request("/user/settings", cookie);
    expect(await getSessionUser(platform, signedIn)).toMatchObject({ email, name: "Grace Hopper" });
    expect((await requireUser(platform, signedIn)).email).toBe(email);
    const home = await requireGuest(platform, request("/sign-in", cookie)).catch((r: Response) => r);
    expect(home).toBeInstanceOf(Response);
    expect((home as Response).headers.get("Location")).toBe("/");

    const anonymous = await requireUser(platform, request("/user/settings")).catch((r: Response) => r);
    expect((anonymous as Response).headers.get("Location")).toMatch(/^\/sign-in\?/);
    expect(await getSessionUser(platform, request("/user/settings"))).toBeNull();
  });

  it("signs flash toasts with the platform's secret", async () => {
    const platform = platformFor();
    const sent = await redirectWithToast(platform, "/user/settings#security", {
      type: "success",
      message: "Saved",
    });
    const cookie = sent.headers.get("Set-Cookie")!.split(";")[0]!;
    const next = new Request(`${APP_URL}/user/settings`, { headers: { cookie } });
    expect((await takeFlashToast(platform, next)).toast?.message).toBe("Saved");
    const otherSecret = { ...platform, secret: "another-secret-another-secret-0123456789" };
    expect((await takeFlashToast(otherSecret, next)).toast).toBeNull();
  });
});
