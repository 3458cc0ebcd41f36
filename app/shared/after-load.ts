/**
 * Resolves once the page's load event has passed (at once on the server, or when it already has):
 * code that draws nothing at first waits for it, so its download never competes with what the page
 * needs to show and hydrate (decision 2201).
 */
export const afterLoad = (): Promise<void> =>
  typeof document === "undefined" || document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
