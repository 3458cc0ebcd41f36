/**
 * Layout preferences (spec §3, §9): theme light | dark | auto and text direction
 * ltr | rtl, kept in local storage. Auto follows the system's dark-mode setting.
 */
export const THEME_KEY = "pfr-theme";
export const DIRECTION_KEY = "pfr-direction";
/** Set while signed in (no name, no id): the header keeps its account space for them (decision 4010). */
export const SIGNED_IN_KEY = "pfr-signed-in";
export const THEMES = ["light", "dark", "auto"] as const;
export const DIRECTIONS = ["ltr", "rtl"] as const;
export type Theme = (typeof THEMES)[number];
export type Direction = (typeof DIRECTIONS)[number];
export const DEFAULT_THEME: Theme = "light";
export const DEFAULT_DIRECTION: Direction = "ltr";

export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}

export function parseDirection(value: unknown): Direction {
  return DIRECTIONS.includes(value as Direction) ? (value as Direction) : DEFAULT_DIRECTION;
}

/** The theme actually applied: auto resolves through the system preference. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): "light" | "dark" {
  return theme === "auto" ? (systemPrefersDark ? "dark" : "light") : theme;
}

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme or direction, and follows a system dark-mode switch for "auto" even
 * before the scripts load. Kept tiny and self-contained; mirrors the functions above. A direction
 * never chosen leaves the page's own (the server's, from its language: Arabic is rtl, decision 3800).
 */
export const preferencesBootScript = `(function(){try{var d=document.documentElement,s=localStorage,t=s.getItem(${JSON.stringify(
  THEME_KEY,
)});if(s.getItem(${JSON.stringify(SIGNED_IN_KEY)}))d.dataset.signedIn="";var r=s.getItem(${JSON.stringify(DIRECTION_KEY)});if(t!=="dark"&&t!=="auto")t="light";var m=window.matchMedia("(prefers-color-scheme: dark)");d.dataset.theme=t==="auto"?(m.matches?"dark":"light"):t;d.dataset.themePreference=t;if(r==="rtl"||r==="ltr")d.dir=r;m.addEventListener("change",function(){if(s.getItem(${JSON.stringify(
  THEME_KEY,
)})==="auto")d.dataset.theme=m.matches?"dark":"light"})}catch(e){}})()`;

const PREFERENCES_EVENT = "pfr:preferences";

function mediaQuery() {
  return window.matchMedia("(prefers-color-scheme: dark)");
}

/** The direction of the page's language, as the server wrote it (`data-lang-dir`), before any choice. */
function languageDirection(): Direction {
  return parseDirection(document.documentElement.dataset.langDir);
}

export function readPreferences(): { theme: Theme; direction: Direction } {
  try {
    const stored = localStorage.getItem(DIRECTION_KEY);
    return {
      theme: parseTheme(localStorage.getItem(THEME_KEY)),
      // The user's choice overrides the language's direction; none chosen: the language's.
      direction: stored === null ? languageDirection() : parseDirection(stored),
    };
  } catch {
    return { theme: DEFAULT_THEME, direction: DEFAULT_DIRECTION };
  }
}

/** Applies the stored preferences to <html>. */
export function applyPreferences() {
  const { theme, direction } = readPreferences();
  const root = document.documentElement;
  root.dataset.theme = resolveTheme(theme, mediaQuery().matches);
  root.dataset.themePreference = theme;
  root.dir = direction;
}

export function savePreferences(change: { theme?: Theme; direction?: Direction }) {
  try {
    if (change.theme) localStorage.setItem(THEME_KEY, change.theme);
    if (change.direction) localStorage.setItem(DIRECTION_KEY, change.direction);
  } catch {
    /* storage blocked: the choice still applies to this page */
  }
  applyPreferences();
  window.dispatchEvent(new Event(PREFERENCES_EVENT));
}

/**
 * Keeps <html> in step with the preferences: when the system switches dark mode
 * (for "auto"), or another tab changes the stored values. Returns an unsubscribe.
 */
export function watchPreferences(onChange: () => void) {
  const query = mediaQuery();
  const update = () => {
    applyPreferences();
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === DIRECTION_KEY) update();
  };
  query.addEventListener("change", update);
  window.addEventListener("storage", onStorage);
  window.addEventListener(PREFERENCES_EVENT, onChange);
  return () => {
    query.removeEventListener("change", update);
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(PREFERENCES_EVENT, onChange);
  };
}
