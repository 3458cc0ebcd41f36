import type { Job } from "./platform/scheduler.server.ts";
import type { Platform } from "./platform/runtime.server.ts";

/**
 * Every background job a server process runs (see app/platform/scheduler.server.ts).
 * Features add theirs here, one line each.
 */
export function backgroundJobs(platform: Omit<Platform, "close">): Job[] {
  void platform;
  return [];
}
