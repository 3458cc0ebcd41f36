// Entry point, run by Node 24 directly (type stripping): `node server.ts` serves
// the production build; `node server.ts --dev` serves the app through Vite.
import http from "node:http";
import module from "node:module";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";

// Node keeps the code it compiles for the modules loaded below (in the OS's temporary folder,
// checked against each file's contents) and reuses it on the next start, a faster cold start (bench/start.ts).
module.enableCompileCache();

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
// Loaded once NODE_ENV is set (React picks its build by it), from the router copy
// Node loads: the one @react-router/express checks the load context against (in
// development Vite loads the app with another copy, whose class would not match).
const { RouterContextProvider } = await import("react-router");
try {
  process.loadEnvFile(".env");
} catch {
  /* no .env file: the environment alone */
}

type Site = {
  env: {
    PORT: number;
    HOST: string;
    APP_URL: string;
    TRUST_PROXY: boolean | number | string[];
    METRICS_PORT?: number;
    METRICS_HOST: string;
  };
  /** Security headers and request body limits, before everything else (static files too). */
  early: express.RequestHandler;
  handler: express.RequestHandler;
  /** `/metrics` without a token: served only on the private METRICS_PORT. */
  metrics: express.RequestHandler;
  drain(): void;
  close(): Promise<void>;
};

const app = express();
app.disable("x-powered-by");
// Until the settings are read, X-Forwarded-For is believed from no one (TRUST_PROXY sets it below).
app.set("trust proxy", false);
app.use(compression());
// React Router flushes after every chunk it writes, and gzip then closes a block each time (a search
// page went out at three times its whole-gzipped size). One flush per turn of the event loop keeps
// the page streaming and compresses it whole.
app.use((_req, res, next) => {
  const flushable = res as typeof res & { flush?: () => void };
  const flush = flushable.flush;
  if (typeof flush === "function") {
    let pending = false;
    flushable.flush = () => {
      if (pending) return;
      pending = true;
      setImmediate(() => {
        pending = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
});

let site: Site;
const newContext = () => new RouterContextProvider();
try {
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.use(viteServer.middlewares);
    const load = async () =>
      (await viteServer.ssrLoadModule("./server/app.ts")) as { createSite: (o: object) => Promise<Site> };
    site = await (await load()).createSite({ dev, newContext });
    // Reload the app module on each request so edits show without a restart.
    app.use(async (req, res, next) => {
      try {
        const fresh = await (await load()).createSite({ dev, newContext });
        fresh.early(req, res, (error?: unknown) => (error ? next(error) : fresh.handler(req, res, next)));
      } catch (error) {
        viteServer.ssrFixStacktrace(error as Error);
        next(error);
      }
    });
  } else {
    const build = "./build/server/index.js";
    const { createSite } = (await import(build)) as { createSite: (o: object) => Promise<Site> };
    site = await createSite({ dev, newContext });
    // Security headers (and body limits) cover static files too, so they come first.
    app.use(site.early);
    // Fingerprinted assets never change: cache them for a year, and send the brotli or gzip copy
    // the build wrote beside each (decision 2103).
    app.use(
      "/assets",
      expressStaticGzip("build/client/assets", {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
    app.use(site.handler);
  }
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ERR_MODULE_NOT_FOUND" && !dev) {
    console.error("The site has not been built yet: run `npm run build` first (or `npm start`).");
  } else {
    console.error((error as Error).message);
  }
  process.exit(1);
}

// Which proxies may set X-Forwarded-For: the TRUST_PROXY setting (req.ip follows it).
app.set("trust proxy", site.env.TRUST_PROXY);
const server = http.createServer(app);
server.listen(site.env.PORT, site.env.HOST, () => {
  console.log(`Pet Friendly Rentals by Owner is listening on ${site.env.APP_URL} (port ${site.env.PORT})`);
});

// /metrics for Prometheus on a port of its own, bound to a private address (127.0.0.1 unless
// METRICS_HOST says otherwise): no token needed there, and nothing else served.
let metricsServer: http.Server | undefined;
if (site.env.METRICS_PORT) {
  const metricsApp = express();
  metricsApp.disable("x-powered-by");
  metricsApp.use(site.metrics);
  metricsApp.use((_req, res) => void res.status(404).type("text/plain").send("Not found"));
  metricsServer = http.createServer(metricsApp).listen(site.env.METRICS_PORT, site.env.METRICS_HOST, () => {
    console.log(`Metrics on http://${site.env.METRICS_HOST}:${site.env.METRICS_PORT}/metrics`);
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing requests in flight, then closing the database.`);
  // Stop accepting; keep-alive sockets that sit idle are closed now, busy ones after their answer.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  metricsServer?.close();
  site.drain();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(force);
  await site.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
