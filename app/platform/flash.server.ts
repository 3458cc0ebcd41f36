import { createCookie, redirect } from "react-router";
import { pagePathOf } from "../shared/data-path.ts";
import { isToastType, type ToastInput } from "../shared/toast-model.ts";
import type { Platform } from "./runtime.server.ts";

/**
 * A toast queued by the server for the next page (e.g. after an action
 * redirects), carried in a short-lived signed cookie read once by the root loader.
 * The cookie is shared by every tab, so the toast names the page it is for: another
 * tab reloading its data meanwhile must not take it (and show it in the wrong place).
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

/** What signed cookies need of the platform: its secret, and its address (https or not). */
export type SigningKeys = Pick<Platform, "secret"> & { env: Pick<Platform["env"], "APP_URL"> };

function flashCookie({ secret, env }: SigningKeys) {
  return createFlashCookie(secret, env.APP_URL.startsWith("https://"));
}

type QueuedToast = ToastInput & { for?: string };

const BASE = "http://localhost";

/** The page a URL or path shows: its path alone, without a data request's `.data` suffix. */
export function pageOf(url: string): string {
  const path = new URL(url, BASE).pathname;
  return pagePathOf(path);
}

export async function redirectWithToast(
  platform: SigningKeys,
  url: string,
  toast: ToastInput,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  const queued: QueuedToast = { ...toast, for: pageOf(url) };
  headers.append("Set-Cookie", await flashCookie(platform).serialize(queued));
  return redirect(url, { ...init, headers });
}

/** The toast queued for the requested page, if any, and the header that clears it. */
export async function takeFlashToast(
  platform: SigningKeys,
  request: Request,
  page: URL = new URL(request.url),
): Promise<{ toast: ToastInput | null; clear?: string }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("pfr_flash=")) return { toast: null };
  const cookie = flashCookie(platform);
  const value = (await cookie.parse(header)) as QueuedToast | null;
  if (value && typeof value.for === "string" && value.for !== pageOf(page.href)) return { toast: null };
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
