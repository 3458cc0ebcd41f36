import { startPlatform, stopPlatform, type Platform } from "../../app/platform/runtime.server.ts";

/**
 * THE ONE PLACE tests touch the process-wide platform (`platform()` in runtime.server.ts), which a
 * few services still read (the auth instance, flash and pending-email cookies, callAuth). When that
 * global is gone, replace the body with a plain start (boot without the global) and delete this note.
 *
 * Starts the platform with `env` through the application's own `startPlatform` (so the test runs on
 * exactly what the server boots) and answers it with the matching stop.
 */
export async function installGlobalPlatform(
  env: Record<string, string>,
): Promise<{ platform: Platform; stop: () => Promise<void> }> {
  await stopPlatform(); // a previous suite in this file (the other database) may still hold it
  const platform = await startPlatform(env);
  return { platform, stop: stopPlatform };
}
