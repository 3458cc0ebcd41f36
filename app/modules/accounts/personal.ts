import { useEffect, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { syncClientSession, type PublicUser } from "~/modules/accounts/client-session";
import { cookieValue, isLocale, LOCALE_COOKIE } from "~/i18n/locales";
import { usePageLanguage } from "~/i18n/react";

/**
 * One visitor's parts of a page drawn the same for everyone (decision 4010): home, search and stay
 * come from a cache shared by all, and what is theirs (the header's account and unread counts, the
 * hearts, the saved pets to check) arrives after the page from `GET /api/personal`, drawn into
 * space the page already keeps for it.
 */
export type PersonalPet = { id: string; name: string; species: string };
export type Personal = { user: PublicUser | null; saved: string[]; own: string[]; pets: PersonalPet[] };

type RootData = { user?: PublicUser | null; shared?: boolean } | undefined;

let current: Personal | null = null;
let asked = 0;
const listeners = new Set<() => void>();

function set(next: Personal | null) {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Asks for this visitor's parts again (the latest answer wins); a failure keeps what is shown. */
export async function refreshPersonal(): Promise<void> {
  const mine = ++asked;
  try {
    const response = await fetch("/api/personal", { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const body = (await response.json()) as Personal;
    if (mine === asked) set(body);
  } catch {
    // Offline or the server restarting: the page stays as drawn, the next navigation asks again.
  }
}

/** A heart pressed: shown at once, before the next answer confirms it. */
export function noteSaved(slug: string, saved: boolean) {
  if (!current) return;
  const others = current.saved.filter((s) => s !== slug);
  set({ ...current, saved: saved ? [...others, slug] : others });
}

/** This visitor's parts, or null until known (always null on the server and while hydrating). */
export const usePersonal = (): Personal | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

/** Whether this page is one drawn the same for everyone (its personal parts come from /api/personal). */
export const useSharedPage = () => Boolean(useRouteLoaderData<RootData>("root")?.shared);

/**
 * The signed-in visitor as the header and the page's watchers see them: the root loader's on a page
 * of one's own, this visitor's parts on a shared page (the last known user until they arrive).
 */
export function useViewer(): PublicUser | null {
  const root = useRouteLoaderData<RootData>("root");
  const personal = usePersonal();
  return root?.shared ? (personal?.user ?? null) : (root?.user ?? null);
}

/** Whether a stay is saved: this visitor's hearts on a shared page, the page's own answer elsewhere. */
export function useSaved(slug: string, rendered: boolean): boolean {
  const shared = useSharedPage();
  const personal = usePersonal();
  return shared && personal ? personal.saved.includes(slug) : rendered;
}

/**
 * Whether this visitor lists the home: a shared page is drawn for nobody, so "Contact the owner" and
 * "Report" are taken away here for its owner (the server still refuses both).
 */
export function useOwnHome(slug: string): boolean {
  const shared = useSharedPage();
  const personal = usePersonal();
  return shared && personal ? personal.own.includes(slug) : false;
}

/** The saved pets to choose from: the page's own answer, else this visitor's parts on a shared page. */
export function useSavedPets<T extends { id: string; name: string }>(
  rendered: T[] | null,
): (T | PersonalPet)[] | null {
  const shared = useSharedPage();
  const personal = usePersonal();
  if (rendered || !shared) return rendered;
  return personal?.user ? personal.pets : null;
}

/**
 * Keeps the visitor's parts current (rendered once, in the root): asked for on every shared page
 * and after every change the root's data goes through (a sign-in, a sign-out, a heart); on a page
 * of one's own, the root loader's user stands in, so the header does not blink on the way back.
 */
export function PersonalParts() {
  const root = useRouteLoaderData<RootData>("root");
  useEffect(() => {
    if (root?.shared) void refreshPersonal();
    else
      set({
        user: root?.user ?? null,
        saved: current?.saved ?? [],
        own: current?.own ?? [],
        pets: current?.pets ?? [],
      });
  }, [root]);
  const personal = usePersonal();
  const known = personal !== null;
  const user = root?.shared ? (personal?.user ?? null) : (root?.user ?? null);
  useEffect(() => {
    if (known) syncClientSession(user);
  }, [known, user]);
  // The language the user saved comes before the language cookie and the browser's (decision 3800),
  // but a shared page is drawn without knowing it: when it differs from the page's, it becomes this
  // device's language cookie and the page is drawn again in it (once: the cookie then decides).
  const language = usePageLanguage();
  const saved = root?.shared ? personal?.user?.language : null;
  useEffect(() => {
    if (!isLocale(saved) || !language || language.prefix || saved === language.locale) return;
    if (cookieValue(document.cookie, LOCALE_COOKIE) === saved) return;
    document.cookie = `${LOCALE_COOKIE}=${saved}; Path=/; Max-Age=31536000; SameSite=Lax`;
    window.location.reload();
  }, [saved, language]);
  return null;
}
