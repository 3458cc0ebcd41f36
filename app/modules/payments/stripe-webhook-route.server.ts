import express from "express";
import type { Database } from "../../platform/db.server.ts";
import type { PaymentMode } from "./processor.ts";
import { stripeClientFor, type StripeSettings } from "./stripe-client.server.ts";
import { receiveStripeWebhook, type WebhookDeps } from "./stripe-webhooks.server.ts";

/** Where Stripe is told to send the site's events (the Dashboard's webhook endpoint). */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

/** The largest event body read (Stripe's events are a few kilobytes; the site's form limit). */
const WEBHOOK_BODY_LIMIT = 100 * 1024;

/**
 * The webhook endpoint (POST /webhooks/stripe) as Express routes: the body kept raw (the
 * signature is over the bytes as sent), answered 404 unless the site runs PAYMENTS_MODE=stripe.
 * Mounted by server/app.ts before React Router, whose same-origin check would refuse Stripe.
 */
export function stripeWebhookRouter(
  settings: { PAYMENTS_MODE: PaymentMode; stripe: StripeSettings | null },
  db: Database,
  hooks: Pick<WebhookDeps, "onCheckoutComplete" | "now"> = {},
): express.Router {
  const router = express.Router();
  // Not running Stripe: no such endpoint, whatever the method (its body is never read).
  router.all(STRIPE_WEBHOOK_PATH, (_req, res, next) => {
    if (settings.PAYMENTS_MODE === "stripe" && settings.stripe) return next();
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found");
  });
  router.post(
    STRIPE_WEBHOOK_PATH,
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    async (req, res) => {
      res.set("Cache-Control", "no-store");
      const stripe = settings.stripe!;
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await receiveStripeWebhook(
        { db, stripe: await stripeClientFor(stripe), webhookSecret: stripe.webhookSecret, ...hooks },
        body,
        req.get("stripe-signature"),
      );
      res.status(answer.status).json(answer.body);
    },
  );
  router.all(STRIPE_WEBHOOK_PATH, (_req, res) => {
    res
      .status(405)
      .set("Allow", "POST")
      .type("text/plain")
      .send("Method not allowed: Stripe POSTs its events here.");
  });
  return router;
}
