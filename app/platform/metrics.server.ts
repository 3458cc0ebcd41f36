import { matchRoutes, type RouteObject } from "react-router";
import client from "prom-client";
import { pagePathOf } from "../shared/data-path.ts";
import type { DatabaseHandle } from "./db.server.ts";

/**
 * What `/metrics` tells a Prometheus server (text format): how long requests take per route,
 * the database pool's connections, the live streams open, and the process's own figures.
 * One registry per server process; prom-client does the bookkeeping.
 */
export interface SiteMetrics {
  registry: client.Registry;
  /** Records one answered request. */
  observe(route: string, method: string, status: number, seconds: number): void;
}

// Seconds: from a cached page to a slow search under load.
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: {
  database: DatabaseHandle;
  liveConnections: () => number;
}): SiteMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const durations = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by route, method and status class.",
    labelNames: ["route", "method", "status"] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  new client.Gauge({
    name: "db_pool_connections",
    help: "Connections of the PostgreSQL pool by state (none on the embedded PGlite).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = options.database.pool;
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new client.Gauge({
    name: "live_connections",
    help: "Live notification streams open (server-sent events).",
    registers: [registry],
    collect() {
      this.set(options.liveConnections());
    },
  });
  return {
    registry,
    observe(route, method, status, seconds) {
      durations.observe({ route, method, status: `${Math.floor(status / 100)}xx` }, seconds);
    },
  };
}

/** The route manifest of a React Router build, as its route modules list it. */
export type RouteManifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;

/**
 * Names a request's path by the route that answers it ("routes/stays/detail"), so the metrics
 * have one series per page rather than one per listing; paths outside the router get a word.
 */
export function routeNamer(manifest: RouteManifest) {
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(manifest)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true as const, path: route.path }
          : { id: route.id, path: route.path, children: children(route.id) },
      );
  const tree = children(undefined);
  return (pathname: string): string => {
    if (pathname.startsWith("/api/auth/")) return "auth";
    if (pathname.startsWith("/media/")) return "media";
    if (pathname === "/healthz" || pathname === "/metrics") return pathname.slice(1);
    const path = pagePathOf(pathname);
    if (path.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(path)) return "static";
    const matches = matchRoutes(tree, path);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
}
