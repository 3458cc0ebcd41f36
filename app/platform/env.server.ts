import { z } from "zod";
import { parseStaffList } from "../shared/staff.ts";
import { parseTrustProxy } from "./trust-proxy.ts";

/**
 * Every setting the server reads, validated once at start. A bad value stops the
 * server with a message naming the setting, never a crash deep inside a request.
 */
const port = z.coerce.number().int().min(1).max(65535);
const url = z.url();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: url.optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Pet Friendly Rentals by Owner <hello@petfriendlyrentals.example>"),
  CONTACT_EMAIL: z.email().default("support@petfriendlyrentals.example"),
  SEED_LISTINGS: z.coerce.number().int().min(0).max(200000).default(300),
  // Seconds a public page is served to visitors without cookies before it is rendered again; 0 turns it off.
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // Which proxies may set X-Forwarded-For (Express's `trust proxy`); by default none.
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({
          code: "custom",
          message:
            "use false, true, a number of proxy hops (0–10), or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal",
        });
        return z.NEVER;
      }
      return parsed;
    }),
  // Who reviews reported messages: addresses and "@domain" entries, comma-separated.
  STAFF_EMAILS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const parsed = parseStaffList(value);
      if (parsed === null) {
        ctx.addIssue({
          code: "custom",
          message: 'use email addresses or "@domain" entries, comma-separated',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  // /metrics (Prometheus) on the site's port answers only this bearer token (unset: not served there).
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // /metrics without a token on a port of its own, bound to METRICS_HOST (a private address).
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  // Browser tests only: opens /__test/* to make data the pages cannot (a stay already completed).
  TEST_HOOKS: z
    .enum(["0", "1"])
    .default("0")
    .transform((value) => value === "1"),
  // S3-compatible object storage for uploads; unset = files under DATA_DIR/media.
  S3_ENDPOINT: url.optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: url.optional(),
  // Text messages through a Twilio-compatible REST API when SMS_ACCOUNT_SID is set; else the outbox.
  SMS_API_URL: url.default("https://api.twilio.com"),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z.string().min(1).optional(),
  // Map tiles (raster, e.g. https://tile.example.com/{z}/{x}/{y}.png); unset = the built-in basemap.
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/{}\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/,
      "must be an http(s) address with {z}, {x} and {y} (one host: no {s})",
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
  // How travellers pay (docs/features/payments.md): the built-in demo processor (no real money),
  // Stripe, or directly to the owner off the site.
  PAYMENTS_MODE: z.enum(["demo", "stripe", "direct"]).default("demo"),
  // The platform's commission on each stay, kept from the owner's payout: a percentage, 0 to 50,
  // at most two decimals (12.5 = 12.5 %).
  COMMISSION_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "at most two decimals")
    .default(0),
  // PAYMENTS_MODE=stripe (docs/features/payments.md): the platform's secret API key (sk_live_… or
  // sk_test_…, or a restricted rk_…) and the webhook endpoint's signing secret (whsec_…).
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  // Stripe's API address, for a local stand-in (stripe-mock, the tests' fake); default Stripe's own.
  STRIPE_API_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, "must be an http(s) address")
    .optional(),
});

export type Env = z.infer<typeof schema> & {
  APP_URL: string;
  /**
   * Which settings the environment gave (rather than their defaults): those win over what operators
   * store on /operator/settings, which shows them read-only (decision 3612). Missing: as given.
   */
  SET_BY_ENV?: { COMMISSION_PERCENT: boolean; CONTACT_EMAIL: boolean };
};

export class InvalidSettingsError extends Error {}

/** Empty strings count as unset, as in most .env files. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      // A secret's value is never repeated into the error (it ends up in logs).
      const got = /SECRET|TOKEN|PASSWORD|_KEY$/.test(name) ? undefined : source[name];
      return `  ${name}: ${issue.message}${got === undefined ? "" : ` (got "${got}")`}`;
    });
    throw new InvalidSettingsError(
      `Invalid settings, fix them in the environment or .env:\n${lines.join("\n")}`,
    );
  }
  const env = result.data;
  // A public (https) deployment may run several processes: they must share one
  // secret. Locally a secret generated into DATA_DIR is enough.
  if (env.APP_URL?.startsWith("https://") && !env.AUTH_SECRET) {
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  AUTH_SECRET: required when APP_URL is https (32+ random characters)",
    );
  }
  if (env.S3_BUCKET && !(env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  S3_BUCKET: needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too",
    );
  }
  if (env.SMS_ACCOUNT_SID && (!env.SMS_AUTH_TOKEN || !env.SMS_FROM)) {
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  SMS_AUTH_TOKEN and SMS_FROM: required when SMS_ACCOUNT_SID is set",
    );
  }
  if (env.MAP_TILE_URL && !env.MAP_TILE_ATTRIBUTION) {
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  MAP_TILE_ATTRIBUTION: required when MAP_TILE_URL is set (the tiles' credit line)",
    );
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  METRICS_PORT: must differ from PORT (the metrics port is private; the site's is public)",
    );
  }
  if (env.TEST_HOOKS && env.APP_URL?.startsWith("https://")) {
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  TEST_HOOKS: only for browser tests, never on a public (https) site",
    );
  }
  if (env.PAYMENTS_MODE === "stripe" && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET)) {
    // Not a silent fallback: a site asked to take cards through Stripe must not start taking none.
    throw new InvalidSettingsError(
      "Invalid settings, fix them in the environment or .env:\n  PAYMENTS_MODE=stripe needs STRIPE_SECRET_KEY (sk_…) and STRIPE_WEBHOOK_SECRET (whsec_…); or use demo or direct",
    );
  }
  const given = withoutEmpty(source);
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    SET_BY_ENV: {
      COMMISSION_PERCENT: given.COMMISSION_PERCENT !== undefined,
      CONTACT_EMAIL: given.CONTACT_EMAIL !== undefined,
    },
  };
}
