import { useContext } from "react";
import { preloadModule, type PreloadModuleOptions } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import { useNonce } from "~/platform/context.ts";

/**
 * The page's scripts, announced at low fetch priority before React Router announces them
 * (decision 2105). The HTML already draws the whole page, so the stylesheet, the font and the
 * first photo are what the first paint waits for; the scripts only make it interactive. React
 * marks its own bootstrap modules low for the same reason. Written first, these hints are the
 * ones the browser fetches with; React Router's later hints for the same files find them
 * already in the module map.
 */
export function ScriptPreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const nonce = useNonce();
  // Hints only matter in the server's HTML; in the browser the files are already there.
  if (!import.meta.env.SSR || !framework) return null;
  const { manifest } = framework;
  const hrefs = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    for (const href of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      ...(route.imports ?? []),
    ])
      if (href) hrefs.add(href);
  }
  // `fetchPriority` is passed on by React DOM 19 (its types lag behind).
  const options = { as: "script", fetchPriority: "low", nonce } as PreloadModuleOptions;
  for (const href of hrefs) preloadModule(href, options);
  return null;
}
