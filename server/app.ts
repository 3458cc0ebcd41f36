import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import {
  cspNonceContext,
  platformContext,
  requestIdContext,
  sharedPageContext,
} from "../app/platform/context.ts";
import { authEndpoints, clientAddress } from "../app/modules/accounts/express.server.ts";
import { getSessionUser } from "../app/modules/accounts/guards.server.ts";
import { blogCoverOnDemand, startBlog } from "../app/modules/blog/blog.server.ts";
import { endLiveStreams, liveStreamCount } from "../app/frame/live.server.ts";
import { log } from "../app/platform/log.server.ts";
import { startPlatform, stopPlatform, type OnStart } from "../app/platform/runtime.server.ts";
import { databaseLeases } from "../app/platform/job-leases.server.ts";
import { createMetrics, routeNamer, type RouteManifest } from "../app/platform/metrics.server.ts";
import { startScheduler } from "../app/platform/scheduler.server.ts";
import { demoMediaInUse, renderDemoMedia } from "../db/seed/demo-photos.server.ts";
import { seedDemoStays } from "../db/seed/seed.server.ts";
import { stripeSettingsOf } from "../app/modules/payments/processors.server.ts";
import { STRIPE_CHECKOUT_URL } from "../app/modules/payments/stripe-checkout.server.ts";
import { stripeWebhookRouter } from "../app/modules/payments/stripe-webhook-route.server.ts";
import { stripeCheckoutHook } from "../app/modules/bookings/stripe-booking-route.server.ts";
import { grantListedStaff } from "../app/modules/operator/roles.server.ts";
import { SNAPSHOT_DIR, snapshotBuildId } from "../app/platform/db-snapshot.server.ts";
import { backgroundJobs } from "../app/jobs.server.ts";
import { securityHeaders } from "../app/platform/security.server.ts";
import { mediaAnswer } from "../app/platform/storage.server.ts";
import { bodyLimit, bodyLimitFor } from "./body-limit.ts";
import { pageCache } from "./page-cache.ts";
import { isPublicPage, isSharedPage, isSharedRequest } from "./public-pages.ts";

/**
 * Each answer names its request (X-Request-Id), and so does every error logged
 * for it: a person who reports a failure can be matched with the log line.
 * A well-formed id from a proxy in front is kept.
 */
const requestId: express.RequestHandler = (req, res, next) => {
  const given = req.get("x-request-id");
  const id = given && /^[A-Za-z0-9._-]{6,64}$/.test(given) ? given : crypto.randomUUID();
  res.locals.requestId = id;
  res.set("X-Request-Id", id);
  next();
};

const safeEqual = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Everything the site starts once on its platform, in one place: demo stays on an
 * empty database, the blog (articles checked, covers drawn), background jobs.
 * The demo seed here is also what `npm run build` runs into its database snapshot
 * (scripts/db-snapshot.ts): keep the two the same.
 */
const startSite: OnStart = async (platform) => {
  const seeded = await seedDemoStays(platform.database.db, platform.env.SEED_LISTINGS);
  if (seeded) log.info("stays.seeded", { listings: seeded });
  await startBlog(platform.storage);
  if (platform.env.STAFF_EMAILS.length > 0) {
    // Deprecated (decision 3700): the operator role replaced the list; it still grants the role at start.
    const granted = await grantListedStaff(platform.database.db, platform.env.STAFF_EMAILS);
    log.warn("operator.staff_emails_deprecated", {
      granted: granted.length,
      hint: "STAFF_EMAILS is deprecated: use npm run operator -- add <email>",
    });
  }
  // One lease holder per process: a job runs once per interval across the processes sharing the database.
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  return startScheduler(backgroundJobs(platform), databaseLeases(platform.database.db, holder));
};

/**
 * The server side of the site, built by Vite with the React Router build inside.
 * server.ts (which Node runs directly) serves static files and calls this.
 */
export async function createSite({
  dev,
  newContext = () => new RouterContextProvider(),
}: {
  dev: boolean;
  /** Makes the router context with the router copy the request handler checks it against. */
  newContext?: () => RouterContextProvider;
}) {
  // In production a new data folder starts from the database `npm run build` prepared for
  // this very build (db-snapshot.server.ts); the dev server's code is not that build's.
  const snapshot = dev
    ? undefined
    : { dir: path.resolve(SNAPSHOT_DIR), build: snapshotBuildId(fileURLToPath(import.meta.url)) };
  const platform = await startPlatform(process.env, startSite, { snapshot });
  // The dev server makes the site anew on each request: pick up edited articles.
  if (dev) await startBlog(platform.storage);
  const site = express.Router();

  // What runs before everything else, static files included (server.ts mounts it
  // first): the security headers of every answer, then the request body limits,
  // so no oversized body reaches React Router or Better Auth.
  const early = express.Router();
  // Pictures come from this site's /media, or from a bucket's own public address.
  const media = new URL(platform.storage.publicUrl("avatars", "probe.png"), platform.env.APP_URL);
  early.use(
    securityHeaders({
      dev,
      https: platform.env.APP_URL.startsWith("https://"),
      mediaUrl: media.origin === new URL(platform.env.APP_URL).origin ? undefined : media.origin,
      tileUrl: platform.env.MAP_TILE_URL,
      // The booking form sends the traveller on to Stripe Checkout's page (decision 3540).
      formUrls: platform.env.PAYMENTS_MODE === "stripe" ? [STRIPE_CHECKOUT_URL] : [],
    }),
  );
  // Uploads (large bodies) only from signed-in visitors, checked before any of the body is read.
  early.use(
    bodyLimit(bodyLimitFor, {
      signedIn: async (req) =>
        (await getSessionUser(
          platform,
          new Request(platform.env.APP_URL, { headers: { cookie: req.get("cookie") ?? "" } }),
        )) !== null,
    }),
  );
  early.use(requestId);

  // Request durations by route for /metrics, static files included (they are served in between).
  const metrics = createMetrics({ database: platform.database, liveConnections: liveStreamCount });
  let nameRoute: ((pathname: string) => string) | undefined;
  const build = import("virtual:react-router/server-build").then((b) => {
    nameRoute = routeNamer(b.routes as unknown as RouteManifest);
  });
  build.catch(() => {});
  early.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observe(nameRoute?.(req.path) ?? "unknown", req.method, res.statusCode, seconds);
    });
    next();
  });

  // Public pages for visitors without cookies, rendered once every few seconds (decision 2102).
  // First in the site's chain: any request that may change data empties it.
  if (!dev)
    site.use(
      pageCache({
        seconds: platform.env.PAGE_CACHE_SECONDS,
        cacheable: (path) => isPublicPage(path) || isSharedPage(path),
        // Home, search and stay: the same bytes for signed-in visitors too (decision 4010).
        shared: isSharedRequest,
      }).middleware,
    );

  // Accounts: the client's address for rate limits, and Better Auth's endpoints.
  site.use(clientAddress);
  site.all("/api/auth/*splat", authEndpoints(platform));

  // Stripe's webhooks (PAYMENTS_MODE=stripe; 404 otherwise): the raw body, for its signature.
  site.use(
    stripeWebhookRouter(
      { PAYMENTS_MODE: platform.env.PAYMENTS_MODE, stripe: stripeSettingsOf(platform.env) },
      platform.database.db,
      { onCheckoutComplete: stripeCheckoutHook(platform) },
    ),
  );

  site.get("/healthz", async (_req, res) => {
    const up = await platform.database.ping();
    res.status(up ? 200 : 503).set("Cache-Control", "no-store");
    res.json({
      status: up ? "ok" : "unavailable",
      database: up ? "up" : "down",
      kind: platform.database.kind,
    });
  });

  // Prometheus text. On the site's own port only with METRICS_TOKEN as a bearer token: the
  // connection's address proves nothing (a proxy on this machine makes every visitor local), and a
  // forwarded one even less. Without a token, only on the private METRICS_PORT (server.ts).
  const metricsText: express.RequestHandler = async (_req, res) => {
    res.set({ "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
    res.send(await metrics.registry.metrics());
  };
  site.get("/metrics", (req, res, next) => {
    const token = platform.env.METRICS_TOKEN;
    if (!token || !safeEqual(req.get("authorization") ?? "", `Bearer ${token}`))
      return void res.status(404).type("text/plain").send("Not found");
    metricsText(req, res, next);
  });
  const privateMetrics = express.Router();
  privateMetrics.get("/metrics", metricsText);

  // Stored files (avatars, photos, covers): the stored type, nosniff (set above), cache headers.
  site.get("/media/:bucket/*key", async (req, res) => {
    const key = ([] as string[]).concat(req.params.key).join("/");
    // The local storage keeps each object's type in a `<name>.meta.json` sidecar (and
    // writes through `<name>.<pid>.tmp`): storage internals, never served.
    if (/\.meta\.json$|\.\d+\.tmp$/i.test(key))
      return void res.status(404).type("text/plain").send("Not found");
    // Blog covers not drawn yet, and demo stays' and hosts' illustrations, are drawn when asked for.
    const answer = await mediaAnswer(
      async () =>
        (await platform.storage.get(req.params.bucket, key)) ??
        (await blogCoverOnDemand(platform.storage, req.params.bucket, key)) ??
        (await renderDemoMedia(
          platform.storage,
          req.params.bucket,
          key,
          demoMediaInUse(platform.database.db),
        )),
    );
    res.status(answer.status).set(answer.headers);
    if (answer.status === 200)
      res.set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.send(answer.body);
  });

  site.use(
    createRequestHandler({
      // In production the build is loaded once: given as a function, React Router
      // re-imports it and rebuilds its route table on every request (seen in a CPU profile).
      build: dev
        ? () => import("virtual:react-router/server-build")
        : await import("virtual:react-router/server-build"),
      mode: dev ? "development" : "production",
      getLoadContext: (_req, res) => {
        const context = newContext();
        context.set(platformContext, platform);
        context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
        context.set(requestIdContext, String(res.locals.requestId ?? ""));
        if (res.locals.sharedPage)
          context.set(sharedPageContext, {
            viewerCookie: String(res.locals.viewerCookie ?? ""),
            markPersonal: () => void (res.locals.personal = true),
          });
        return context;
      },
    }),
  );

  return {
    env: platform.env,
    /** Security headers and body limits: mount before static files and `handler`. */
    early,
    handler: site,
    /** `/metrics` without a token, for the private METRICS_PORT only (server.ts binds it). */
    metrics: privateMetrics,
    /** Ends long-lived answers (live notification streams) so a stopping server can finish. */
    drain: endLiveStreams,
    close: async () => {
      await stopPlatform();
    },
  };
}

export { log };
