/**
 * Resolves once the page's load event has passed (at once on the server, or when it already has):
 * code that draws nothing at first waits for it, so its download never competes with what the page
 * needs to show and hydrate (decision 2201).
 */
export const afterLoad = (): Promise<void> =>
  typeof document === "undefined" || document.readyState === "complete"
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));

/**
 * Resolves after the load event, or sooner when the person reaches into the element with this id
 * (a press, a tap, a key or the focus): a part they may use at once gets its code the moment they
 * start to, and otherwise waits its turn behind what the page shows (decision 2104).
 */
export function afterLoadOrReach(id: string): Promise<void> {
  if (typeof document === "undefined" || document.readyState === "complete") return Promise.resolve();
  // Reached before this was asked (the page's scripts were still arriving): the focus is in it.
  const selector = `#${CSS.escape(id)}`;
  if (document.activeElement?.closest(selector)) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["pointerdown", "focusin", "keydown"] as const;
    const done = () => {
      for (const type of events) document.removeEventListener(type, reached, true);
      resolve();
    };
    const reached = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(selector)) done();
    };
    for (const type of events) document.addEventListener(type, reached, true);
    void afterLoad().then(done);
  });
}
