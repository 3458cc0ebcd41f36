import type Stripe from "stripe";

/**
 * The Stripe SDK client of the site (PAYMENTS_MODE=stripe, decision 3540). `apiUrl` points it
 * elsewhere than api.stripe.com (the tests' local fake of Stripe's API, or stripe-mock), through
 * the SDK's own host, port and protocol options. Retries: the SDK retries a connection error, a
 * 409 and a 503 with the same Idempotency-Key (ours, made from the booking and the step), so a
 * retried call is the same call at Stripe and charges once.
 *
 * The SDK is loaded only when the site runs Stripe (a dynamic import, a chunk of its own in the
 * server build), so the other modes start as fast as before (as the S3 driver, decision 3450).
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API address; default https://api.stripe.com. */
  apiUrl?: string;
  /** How often the SDK retries a call that failed in transit (default 2). */
  maxNetworkRetries?: number;
}

/** How long a webhook's signature stays good (seconds): Stripe's recommended tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import("stripe");
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    timeout: 20_000,
    appInfo: { name: "pet-friendly-rentals-by-owner" },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "http:" ? 80 : 443),
          protocol: api.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

const clients = new Map<string, Promise<Stripe>>();

/** One client per settings for the process (the site asks for its processor per request). */
export function stripeClientFor(settings: StripeSettings): Promise<Stripe> {
  const id = `${settings.secretKey}\n${settings.apiUrl ?? ""}\n${settings.maxNetworkRetries ?? ""}`;
  let client = clients.get(id);
  if (!client) clients.set(id, (client = createStripeClient(settings)));
  return client;
}
