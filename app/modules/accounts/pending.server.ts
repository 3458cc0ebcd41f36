import { createCookie } from "react-router";
import type { SigningKeys } from "~/platform/flash.server";

/**
 * The address a verification email was just sent to, so /email-sent can show
 * it and resend, without putting the address in the URL (and server logs).
 */
function cookie({ secret, env }: SigningKeys) {
  return createCookie("pfr_pending_email", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.APP_URL.startsWith("https://"),
    secrets: [secret],
    maxAge: 60 * 60 * 24,
  });
}

export async function pendingEmailHeader(platform: SigningKeys, email: string) {
  return cookie(platform).serialize({ email, sentAt: Date.now() });
}

export async function readPendingEmail(
  platform: SigningKeys,
  request: Request,
): Promise<{ email: string; sentAt: number } | null> {
  const value = (await cookie(platform).parse(request.headers.get("Cookie"))) as {
    email?: unknown;
    sentAt?: unknown;
  } | null;
  if (!value || typeof value.email !== "string") return null;
  return { email: value.email, sentAt: typeof value.sentAt === "number" ? value.sentAt : 0 };
}

/** Seconds before another verification email may be asked for (the page's cool-down). */
export const RESEND_COOLDOWN_SECONDS = 60;
