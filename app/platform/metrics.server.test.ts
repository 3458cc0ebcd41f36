import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db.server.ts";
import { createMetrics, routeNamer } from "./metrics.server.ts";

describe("metrics", () => {
  const name = routeNamer({
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/stays/detail": { id: "routes/stays/detail", parentId: "root", path: "hotels/detail" },
    "routes/user/layout": { id: "routes/user/layout", parentId: "root" },
    "routes/user/message-thread": {
      id: "routes/user/message-thread",
      parentId: "routes/user/layout",
      path: "user/messages/:threadId",
    },
    "routes/catch-all": { id: "routes/catch-all", parentId: "root", path: "*" },
  });

  it("names a path by the route that answers it, one series per page", () => {
    expect(name("/")).toBe("routes/home");
    expect(name("/hotels/detail")).toBe("routes/stays/detail");
    expect(name("/hotels/detail.data")).toBe("routes/stays/detail");
    expect(name("/_.data")).toBe("routes/home");
    expect(name("/user/messages/0b5c1e7e-1111-4111-8111-111111111111")).toBe("routes/user/message-thread");
    expect(name("/no/such/page")).toBe("routes/catch-all");
    expect(name("/api/auth/sign-in/email")).toBe("auth");
    expect(name("/media/avatars/a.webp")).toBe("media");
    expect(name("/assets/root-abc.js")).toBe("static");
    expect(name("/healthz")).toBe("healthz");
  });

  it("writes request durations, pool connections and live streams in Prometheus text", async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    const metrics = createMetrics({
      database: { kind: "postgres", pool } as unknown as DatabaseHandle,
      liveConnections: () => 2,
    });
    metrics.observe("routes/home", "GET", 200, 0.02);
    metrics.observe("routes/home", "GET", 503, 0.5);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'http_request_duration_seconds_count{route="routes/home",method="GET",status="2xx"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.025",route="routes/home",method="GET",status="2xx"} 1',
    );
    expect(text).toContain(
      'http_request_duration_seconds_count{route="routes/home",method="GET",status="5xx"} 1',
    );
    expect(text).toContain('db_pool_connections{state="idle"} 3');
    expect(text).toContain("live_connections 2");
    expect(text).toContain("process_cpu_user_seconds_total");
  });
});
