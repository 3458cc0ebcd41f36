import { describe, expect, it } from "vitest";
import { createFlashCookie, pageOf, takeFlashToast } from "./flash.server.ts";

const keys = { secret: "a".repeat(40), env: { APP_URL: "http://localhost" } };
const cookie = createFlashCookie(keys.secret, false);
const withCookie = (value: string, url = "http://localhost/") =>
  new Request(url, { headers: { Cookie: value.split(";")[0]! } });

describe("server-queued toasts", () => {
  it("carries a toast to the next page once, then clears it", async () => {
    const header = await cookie.serialize({ type: "success", message: "Saved" });
    expect(header).toMatch(/HttpOnly/);
    const { toast, clear } = await takeFlashToast(keys, withCookie(header));
    expect(toast).toEqual({ type: "success", message: "Saved", title: undefined });
    expect(clear).toMatch(/Max-Age=0/);
  });

  it("ignores a tampered cookie and unknown types", async () => {
    const header = await cookie.serialize({ type: "success", message: "Saved" });
    const tampered = header.replace(/pfr_flash=([^.;]+)/, "pfr_flash=eyJtZXNzYWdlIjoiaGkifQ");
    expect((await takeFlashToast(keys, withCookie(tampered))).toast).toBeNull();
    const odd = await cookie.serialize({ type: "shout", message: "Hi" });
    expect((await takeFlashToast(keys, withCookie(odd))).toast?.type).toBe("default");
  });

  it("is taken only by the page it was queued for, whichever tab asks first", async () => {
    const header = await cookie.serialize({
      type: "success",
      message: "Cancelled",
      for: "/user/bookings/b1",
    });
    const elsewhere = await takeFlashToast(
      keys,
      withCookie(header, "http://localhost/user/notifications.data"),
    );
    expect(elsewhere).toEqual({ toast: null });
    const there = await takeFlashToast(
      keys,
      withCookie(header, "http://localhost/user/bookings/b1.data?_routes=root"),
    );
    expect(there.toast?.message).toBe("Cancelled");
    expect(there.clear).toMatch(/Max-Age=0/);
  });

  it("names a page by its path, as a document or a data request", () => {
    expect(pageOf("/user/settings#notifications")).toBe("/user/settings");
    expect(pageOf("/contact-us?sent=AB12")).toBe("/contact-us");
    expect(pageOf("http://localhost/_.data")).toBe("/");
    expect(pageOf("http://localhost/user/bookings/b1.data")).toBe("/user/bookings/b1");
  });

  it("does nothing without the cookie", async () => {
    expect(await takeFlashToast(keys, new Request("http://localhost/"))).toEqual({
      toast: null,
    });
  });
});
