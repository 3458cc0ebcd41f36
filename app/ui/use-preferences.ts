import { useCallback, useSyncExternalStore } from "react";
import {
  DEFAULT_DIRECTION,
  DEFAULT_THEME,
  readPreferences,
  savePreferences,
  watchPreferences,
  type Direction,
  type Theme,
} from "./preferences.ts";

let cache = { theme: DEFAULT_THEME as Theme, direction: DEFAULT_DIRECTION as Direction };
function snapshot() {
  const next = readPreferences();
  if (next.theme !== cache.theme || next.direction !== cache.direction) cache = next;
  return cache;
}
const serverSnapshot = { theme: DEFAULT_THEME, direction: DEFAULT_DIRECTION };

/** The stored theme and direction, and setters that store and apply them. */
export function usePreferences() {
  const preferences = useSyncExternalStore(watchPreferences, snapshot, () => serverSnapshot);
  const setTheme = useCallback((theme: Theme) => savePreferences({ theme }), []);
  const setDirection = useCallback((direction: Direction) => savePreferences({ direction }), []);
  return { ...preferences, setTheme, setDirection };
}
