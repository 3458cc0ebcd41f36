import { createCookie } from "react-router";
import { platform } from "~/platform/runtime.server";

/**
 * The address a verification email was just sent to, so /email-sent can show
 * it and resend, without putting the address in the URL (and server logs).
 */
async function cookie() {
  const { secret, env } = await platform();
  return createCookie("pfr_pending_email", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.APP_URL.startsWith("https://"),
    secrets: [secret],
    maxAge: 60 * 60 * 24,
  });
}

export async function pendingEmailHeader(email: string) {
  return (await cookie()).serialize({ email, sentAt: Date.now() });
}

export async function readPendingEmail(request: Request): Promise<{ email: string; sentAt: number } | null> {
  const value = (await (await cookie()).parse(request.headers.get("Cookie"))) as {
    email?: unknown;
    sentAt?: unknown;
  } | null;
  if (!value || typeof value.email !== "string") return null;
  return { email: value.email, sentAt: typeof value.sentAt === "number" ? value.sentAt : 0 };
}

/** Seconds before another verification email may be asked for (the page's cool-down). */
export const RESEND_COOLDOWN_SECONDS = 60;
