import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "./trust-proxy.ts";

describe("TRUST_PROXY", () => {
  it("is off by default and for false", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy(" FALSE ")).toBe(false);
  });

  it("maps true and a number of hops", () => {
    expect(parseTrustProxy("true")).toBe(true);
    expect(parseTrustProxy("0")).toBe(0);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("maps Express's names, addresses and CIDR ranges to a list", () => {
    expect(parseTrustProxy("loopback")).toEqual(["loopback"]);
    expect(parseTrustProxy("loopback, 10.0.0.0/8,uniquelocal")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "uniquelocal",
    ]);
    expect(parseTrustProxy("203.0.113.7,2001:db8::1,fd00::/8")).toEqual([
      "203.0.113.7",
      "2001:db8::1",
      "fd00::/8",
    ]);
    expect(parseTrustProxy("10.0.0.0/255.0.0.0")).toEqual(["10.0.0.0/255.0.0.0"]);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "yes",
      "11",
      "-1",
      "1.5",
      "loopbak",
      "10.0.0.0/33",
      "fd00::/129",
      "10.0.0.1/8/8",
      "example.com",
      ",",
    ])
      expect(parseTrustProxy(bad), bad).toBeNull();
  });
});
