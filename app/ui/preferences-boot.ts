/**
 * What the frame needs of the layout preferences before anything runs (decision 4030): their keys,
 * defaults and the boot script. The functions that read and save them (preferences.ts) load with
 * the controls that use them, after the load event.
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

/**
 * Runs in <head> before the first paint, so the page never flashes the wrong
 * theme or direction, and follows a system dark-mode switch for "auto" even
 * before the scripts load. Kept tiny and self-contained; mirrors parseTheme and resolveTheme (preferences.ts). A direction
 * never chosen leaves the page's own (the server's, from its language: Arabic is rtl, decision 3800).
 */
export const preferencesBootScript = `(function(){try{var d=document.documentElement,s=localStorage,t=s.getItem(${JSON.stringify(
  THEME_KEY,
)});if(s.getItem(${JSON.stringify(SIGNED_IN_KEY)}))d.dataset.signedIn="";var r=s.getItem(${JSON.stringify(DIRECTION_KEY)});if(t!=="dark"&&t!=="auto")t="light";var m=window.matchMedia("(prefers-color-scheme: dark)");d.dataset.theme=t==="auto"?(m.matches?"dark":"light"):t;d.dataset.themePreference=t;if(r==="rtl"||r==="ltr")d.dir=r;m.addEventListener("change",function(){if(s.getItem(${JSON.stringify(
  THEME_KEY,
)})==="auto")d.dataset.theme=m.matches?"dark":"light"})}catch(e){}})()`;
