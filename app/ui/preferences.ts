/**
 * Layout preferences (spec §3, §9): theme light | dark | auto and text direction
 * ltr | rtl, kept in local storage. Auto follows the system's dark-mode setting.
 */
import {
  DEFAULT_DIRECTION,
  DEFAULT_THEME,
  DIRECTION_KEY,
  DIRECTIONS,
  THEME_KEY,
  THEMES,
  type Direction,
  type Theme,
} from "./preferences-boot.ts";

// The keys, defaults and boot script live apart (decision 4030): the frame's first chunk needs only them.
export * from "./preferences-boot.ts";

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
