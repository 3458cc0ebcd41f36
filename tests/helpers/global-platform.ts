import { startPlatform, stopPlatform, type Platform } from "../../app/platform/runtime.server.ts";

/**
 * Starts the platform with `env` through the application's own `startPlatform`
 * (so a test runs on exactly what the server boots; one per process, as in the
 * server) and answers it with the matching stop.
 */
export async function installGlobalPlatform(
  env: Record<string, string>,
): Promise<{ platform: Platform; stop: () => Promise<void> }> {
  await stopPlatform(); // a previous suite in this file (the other database) may still hold it
  const platform = await startPlatform(env);
  return { platform, stop: stopPlatform };
}
