import { connectionStatus } from "../../ui/resilience/connection-status.ts";
import { plainFetch, retryRound, sleep } from "../../ui/resilience/retrying-fetch.ts";
import type { RefreshAnswer } from "./session-keepalive.ts";

/**
 * Asks the server for the session (GET /api/account/session), retrying a dropped connection or
 * a 502/503/504 with the spec's backoff; the new expiry, "signed-out", or "unreachable".
 */
export async function refreshSession(): Promise<RefreshAnswer> {
  const fetch = plainFetch();
  const result = await retryRound(
    () =>
      fetch("/api/account/session", { headers: { Accept: "application/json" }, credentials: "same-origin" }),
    { now: () => Date.now(), sleep, status: connectionStatus },
  );
  if (!("response" in result)) return "unreachable";
  const { response } = result;
  if (response.status === 401) return "signed-out";
  if (!response.ok) return "unreachable";
  const body = (await response.json().catch(() => null)) as { expiresAt?: string } | null;
  const expiresAt = Date.parse(body?.expiresAt ?? "");
  return Number.isNaN(expiresAt) ? "unreachable" : { expiresAt };
}
