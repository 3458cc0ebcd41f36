import { describe, expect, it } from "vitest";
import {
  authLinkFrom,
  MAX_REDIRECT_PATH,
  notFoundPathFor,
  redirectToNotFound,
  safeRedirectPath,
  signInRedirectPath,
} from "./redirects.ts";

describe("safeRedirectPath", () => {
  it.each(["/", "/user/bookings", "/hotels/booking?listing=a&checkIn=2027-01-02", "/blog#top"])(
    "keeps the same-site path %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "/.//evil.example",
    "/././/evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/x/../..//evil.example",
    "",
    undefined,
    42,
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBe("/");
  });
});

describe("signInRedirectPath", () => {
  it("carries the full path with its query", () => {
    const request = new Request("http://localhost/hotels/booking?listing=x&pets=2");
    expect(signInRedirectPath(request)).toBe(
      "/sign-in?redirectedFrom=%2Fhotels%2Fbooking%3Flisting%3Dx%26pets%3D2",
    );
  });

  it("names the page, not the data request, after a client-side navigation", () => {
    const data = new Request(
      "http://localhost/hotels/booking.data?listing=x&pets=2&_routes=routes%2Fbookings%2Fbooking",
    );
    expect(signInRedirectPath(data)).toBe(
      "/sign-in?redirectedFrom=%2Fhotels%2Fbooking%3Flisting%3Dx%26pets%3D2",
    );
    expect(signInRedirectPath(new Request("http://localhost/_.data"))).toBe("/sign-in?redirectedFrom=%2F");
  });

  it("leaves out a query too long for a Location header (found by the fuzz harness)", () => {
    const long = new Request(`http://localhost/hotels/booking?listing=x&junk=${"a".repeat(15_000)}`);
    expect(signInRedirectPath(long)).toBe("/sign-in?redirectedFrom=%2Fhotels%2Fbooking");
    const fits = new Request(`http://localhost/hotels/booking?listing=${"a".repeat(MAX_REDIRECT_PATH - 40)}`);
    expect(signInRedirectPath(fits)).toContain("listing%3Daaa");
  });
});

describe("authLinkFrom (the header's sign-in and sign-up links)", () => {
  const at = (url: string) => {
    const u = new URL(url, "http://x");
    return { pathname: u.pathname, search: u.search };
  };
  it("hands on a destination the page already carries", () => {
    const booking = "/hotels/booking?listing=a&checkIn=2027-09-01";
    expect(authLinkFrom("/sign-up", at(`/sign-in?${new URLSearchParams({ redirectedFrom: booking })}`))).toBe(
      `/sign-up?${new URLSearchParams({ redirectedFrom: booking })}`,
    );
  });
  it("comes back to the page itself, never to an account page or off the site", () => {
    expect(authLinkFrom("/sign-in", at("/hotels/detail?listing=a"))).toBe(
      "/sign-in?redirectedFrom=%2Fhotels%2Fdetail%3Flisting%3Da",
    );
    expect(authLinkFrom("/sign-in", at("/"))).toBe("/sign-in");
    expect(authLinkFrom("/sign-in", at("/email-sent"))).toBe("/sign-in");
    expect(authLinkFrom("/sign-in", at("/es/not-found"))).toBe("/sign-in");
    expect(authLinkFrom("/sign-up", at("/sign-in?redirectedFrom=https://evil.example"))).toBe("/sign-up");
  });
});

describe("an address that is not found (spec §2: redirect to /not-found)", () => {
  it("keeps the language its prefix names", () => {
    expect(notFoundPathFor("/nowhere")).toBe("/not-found");
    expect(notFoundPathFor("/es/nowhere/at/all")).toBe("/es/not-found");
    expect(notFoundPathFor("/ar/blog/tag/none")).toBe("/ar/not-found");
    expect(notFoundPathFor("/es")).toBe("/es/not-found");
    // Not a language of ours: the English page.
    expect(notFoundPathFor("/de/nowhere")).toBe("/not-found");
    expect(notFoundPathFor("/en/nowhere")).toBe("/not-found");
  });
  it("redirects a request there", () => {
    const answer = redirectToNotFound(new Request("http://x/fr/hotels/detail?listing=gone"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/fr/not-found");
  });
});
