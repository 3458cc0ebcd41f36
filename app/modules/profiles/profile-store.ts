import { useEffect, useState, useSyncExternalStore } from "react";

import { PROFILE_STORAGE_KEY } from "./profile-key.ts";

/** Where the profile is kept in local storage (accounts clears it on sign-out). */
export { PROFILE_STORAGE_KEY };

/**
 * The profile held in the browser (spec §3, §4): in local storage under
 * `user-profile`, with a loading flag and the last error. On app start with a
 * signed-in user and no profile loaded, it is fetched from GET /api/profile;
 * concurrent fetches share one in-flight request. A failed fetch stores its
 * message and rethrows (to the page's error boundary).
 */
export interface ClientProfile {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  username: string | null;
  avatar_url: string | null;
  updated_at: string;
}

interface StoredProfile {
  profile: ClientProfile | null;
  loading: boolean;
  error: string | null;
}

const EMPTY: StoredProfile = { profile: null, loading: false, error: null };
const listeners = new Set<() => void>();
let snapshot: StoredProfile | undefined;
let inFlight: Promise<ClientProfile> | null = null;

function read(): StoredProfile {
  if (snapshot) return snapshot;
  try {
    const raw = localStorage.getItem(PROFILE_STORAGE_KEY);
    snapshot = raw ? { ...EMPTY, ...(JSON.parse(raw) as StoredProfile), loading: false } : EMPTY;
  } catch {
    snapshot = EMPTY;
  }
  return snapshot;
}

function write(next: StoredProfile) {
  snapshot = next;
  try {
    localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage blocked: the in-memory copy still serves this page
  }
  for (const listener of listeners) listener();
}

/** Keeps the stored copy in step after the profile page saved a change. */
export function storeProfile(profile: ClientProfile) {
  write({ profile, loading: false, error: null });
}

export function forgetProfile() {
  snapshot = EMPTY;
  try {
    localStorage.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // storage blocked
  }
  for (const listener of listeners) listener();
}

/** Fetches the signed-in user's profile; callers at the same time share one request. */
export function fetchProfile(fetcher: typeof fetch = fetch): Promise<ClientProfile> {
  inFlight ??= (async () => {
    write({ ...read(), loading: true, error: null });
    try {
      const response = await fetcher("/api/profile", { headers: { accept: "application/json" } });
      const body = (await response.json().catch(() => ({}))) as { data?: ClientProfile; error?: string };
      if (!response.ok || !body.data)
        throw new Error(body.error ?? `The profile could not be loaded (${response.status}).`);
      write({ profile: body.data, loading: false, error: null });
      return body.data;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      write({ ...read(), loading: false, error: message });
      throw error;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function useStoredProfile(): StoredProfile {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => EMPTY,
  );
}

/**
 * Spec §4 app start: with a signed-in user and no profile (of that user) loaded,
 * fetch it. A failure reaches the nearest error boundary.
 */
export function useProfileOnStart(userId: string | null) {
  const [, rethrow] = useState<never>();
  useEffect(() => {
    const { profile, loading } = read();
    if (!userId) {
      // Signed out (or the account is gone): no one's profile stays in this browser.
      if (profile) forgetProfile();
      return;
    }
    if ((profile && profile.id === userId) || loading) return;
    fetchProfile().catch((error: unknown) =>
      rethrow(() => {
        throw error;
      }),
    );
  }, [userId]);
}
