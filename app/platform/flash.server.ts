import { createCookie, redirect } from "react-router";
import { isToastType, type ToastInput } from "../ui/toast/toast-model.ts";
import { platform } from "./runtime.server.ts";

/**
 * A toast queued by the server for the next page (e.g. after an action
 * redirects), carried in a short-lived signed cookie read once by the root loader.
 */
export function createFlashCookie(secret: string, secure: boolean) {
  return createCookie("pfr_flash", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    secrets: [secret],
    maxAge: 60,
  });
}

async function flashCookie() {
  const { secret, env } = await platform();
  return createFlashCookie(secret, env.APP_URL.startsWith("https://"));
}

export async function flashToastHeader(toast: ToastInput) {
  return (await flashCookie()).serialize(toast);
}

export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The queued toast, if any, and the header that clears it. */
export async function takeFlashToast(
  request: Request,
  cookieFor: () => Promise<ReturnType<typeof createFlashCookie>> = flashCookie,
): Promise<{ toast: ToastInput | null; clear?: string }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("pfr_flash=")) return { toast: null };
  const cookie = await cookieFor();
  const value = (await cookie.parse(header)) as ToastInput | null;
  const clear = await cookie.serialize("", { maxAge: 0 });
  if (!value || typeof value.message !== "string") return { toast: null, clear };
  return {
    toast: {
      message: value.message.slice(0, 300),
      type: isToastType(value.type) ? value.type : "default",
      title: value.title,
    },
    clear,
  };
}
