import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security.server.ts";

describe("content security policy", () => {
  it("allows scripts only by nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc", false);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy("abc", true)).toContain("upgrade-insecure-requests");
  });

  it("lets pictures come from the media bucket's public address, and only there", () => {
    expect(contentSecurityPolicy("abc", false)).toContain("img-src 'self' data: blob:;");
    expect(contentSecurityPolicy("abc", true, "https://cdn.example.com/pets/")).toContain(
      "img-src 'self' data: blob: https://cdn.example.com;",
    );
  });

  it("lets map tiles come from the tile server when one is set", () => {
    expect(
      contentSecurityPolicy("abc", true, undefined, "https://tiles.example.com/{z}/{x}/{y}.png"),
    ).toContain("img-src 'self' data: blob: https://tiles.example.com;");
  });

  it("lets forms lead to Stripe Checkout only when the site pays through Stripe", () => {
    expect(contentSecurityPolicy("abc", true)).toContain("form-action 'self';");
    expect(
      contentSecurityPolicy("abc", true, undefined, undefined, ["https://checkout.stripe.com/c/pay"]),
    ).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});
