import { describe, expect, it } from "vitest";
import { InvalidSettingsError, parseEnv } from "./env.server.ts";

describe("settings", () => {
  it("has working defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("chooses how travellers pay: demo payments and no commission by default", () => {
    expect(parseEnv({}).PAYMENTS_MODE).toBe("demo");
    expect(parseEnv({}).COMMISSION_PERCENT).toBe(0);
    expect(parseEnv({ PAYMENTS_MODE: "direct", COMMISSION_PERCENT: "12.5" })).toMatchObject({
      PAYMENTS_MODE: "direct",
      COMMISSION_PERCENT: 12.5,
    });
    expect(() => parseEnv({ PAYMENTS_MODE: "paypal" })).toThrow(/PAYMENTS_MODE/);
    // Stripe starts only with its keys, and says which are missing; a key's value is never echoed.
    expect(() => parseEnv({ PAYMENTS_MODE: "stripe" })).toThrow(
      /PAYMENTS_MODE=stripe needs STRIPE_SECRET_KEY \(sk_…\) and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ PAYMENTS_MODE: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      parseEnv({
        PAYMENTS_MODE: "stripe",
        STRIPE_SECRET_KEY: "sk_test_abc",
        STRIPE_WEBHOOK_SECRET: "whsec_xyz",
      }),
    ).toMatchObject({
      PAYMENTS_MODE: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_xyz",
    });
    let message = "";
    try {
      parseEnv({
        PAYMENTS_MODE: "stripe",
        STRIPE_SECRET_KEY: "pk_live_leaked",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(message).not.toContain("pk_live_leaked");
    expect(() => parseEnv({ STRIPE_API_URL: "ftp://x" })).toThrow(/STRIPE_API_URL/);
    expect(() => parseEnv({ COMMISSION_PERCENT: "60" })).toThrow(/COMMISSION_PERCENT/);
    expect(() => parseEnv({ COMMISSION_PERCENT: "-1" })).toThrow(/COMMISSION_PERCENT/);
    expect(() => parseEnv({ COMMISSION_PERCENT: "3.125" })).toThrow(
      /COMMISSION_PERCENT: at most two decimals/,
    );
  });

  it("derives the public URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://localhost:4000");
    expect(parseEnv({ APP_URL: "http://example.test/" }).APP_URL).toBe("http://example.test");
  });

  it("names the bad setting and the value it got", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(InvalidSettingsError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT: .*\(got "eighty"\)/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ CONTACT_EMAIL: "nope" })).toThrow(/CONTACT_EMAIL/);
  });

  it("maps TRUST_PROXY to Express's trust proxy, off by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback" }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(() => parseEnv({ TRUST_PROXY: "sometimes" })).toThrow(
      /TRUST_PROXY: use false, true.*\(got "sometimes"\)/,
    );
  });

  it("reads STAFF_EMAILS as addresses and domains, none by default", () => {
    expect(parseEnv({}).STAFF_EMAILS).toEqual([]);
    expect(parseEnv({ STAFF_EMAILS: "ana@example.com, @staff.example" }).STAFF_EMAILS).toEqual([
      "ana@example.com",
      "@staff.example",
    ]);
    expect(() => parseEnv({ STAFF_EMAILS: "ana" })).toThrow(/STAFF_EMAILS: use email addresses/);
  });

  it("takes a map tile address with its credit line, or none (the built-in basemap)", () => {
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined();
    const tiles = parseEnv({
      MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example contributors",
    });
    expect(tiles.MAP_TILE_URL).toBe("https://tiles.example.com/{z}/{x}/{y}.png");
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png" })).toThrow(
      /MAP_TILE_ATTRIBUTION: required/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "ftp://tiles.example.com/{z}/{x}/{y}.png" })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://{s}.tiles.example.com/{z}/{x}/{y}.png" })).toThrow(
      /MAP_TILE_URL: .*no \{s\}/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}.png" })).toThrow(/MAP_TILE_URL/);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("requires a shared secret for a public https deployment", () => {
    expect(() => parseEnv({ APP_URL: "https://pets.example" })).toThrow(/AUTH_SECRET/);
    expect(parseEnv({ APP_URL: "https://pets.example", AUTH_SECRET: "x".repeat(32) }).APP_URL).toBe(
      "https://pets.example",
    );
  });

  it("needs the whole S3 configuration once a bucket is named", () => {
    expect(() => parseEnv({ S3_BUCKET: "media" })).toThrow(/S3_BUCKET: needs S3_ENDPOINT/);
    const env = parseEnv({
      S3_BUCKET: "media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
    });
    expect(env.S3_REGION).toBe("us-east-1");
  });
});
