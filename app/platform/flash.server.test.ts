import { describe, expect, it } from "vitest";
import { createFlashCookie, takeFlashToast } from "./flash.server.ts";

const cookie = createFlashCookie("a".repeat(40), false);
const withCookie = (value: string) =>
  new Request("http://localhost/", { headers: { Cookie: value.split(";")[0]! } });

describe("server-queued toasts", () => {
  it("carries a toast to the next page once, then clears it", async () => {
    const header = await cookie.serialize({ type: "success", message: "Saved" });
    expect(header).toMatch(/HttpOnly/);
    const { toast, clear } = await takeFlashToast(withCookie(header), async () => cookie);
    expect(toast).toEqual({ type: "success", message: "Saved", title: undefined });
    expect(clear).toMatch(/Max-Age=0/);
  });

  it("ignores a tampered cookie and unknown types", async () => {
    const header = await cookie.serialize({ type: "success", message: "Saved" });
    const tampered = header.replace(/pfr_flash=([^.;]+)/, "pfr_flash=eyJtZXNzYWdlIjoiaGkifQ");
    expect((await takeFlashToast(withCookie(tampered), async () => cookie)).toast).toBeNull();
    const odd = await cookie.serialize({ type: "shout", message: "Hi" });
    expect((await takeFlashToast(withCookie(odd), async () => cookie)).toast?.type).toBe("default");
  });

  it("does nothing without the cookie", async () => {
    expect(await takeFlashToast(new Request("http://localhost/"), async () => cookie)).toEqual({
      toast: null,
    });
  });
});
