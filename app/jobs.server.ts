import { sweepBookings } from "./modules/bookings/sweeps.server.ts";
import type { Job } from "./platform/scheduler.server.ts";
import type { Platform } from "./platform/runtime.server.ts";

/**
 * Every background job a server process runs (see app/platform/scheduler.server.ts).
 * Features add theirs here, one line each.
 */
export function backgroundJobs(platform: Omit<Platform, "close">): Job[] {
  return [{ name: "booking sweeps", everyMs: 60_000, run: () => sweepBookings(platform.database.db) }];
}
