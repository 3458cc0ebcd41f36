import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from "react";

/**
 * Parts on the page whose code has been asked for in the browser and that have not drawn (hydrated)
 * yet, one entry per mounted instance.
 */
const pending = new Set<symbol>();
let waiting: (() => void)[] = [];

/** An instance drew, or left the page before its code arrived: either way it no longer holds us. */
function partDone(instance: symbol) {
  if (!pending.delete(instance) || pending.size > 0) return;
  for (const resolve of waiting) resolve();
  waiting = [];
}

/** Resolves once every part asked for so far has drawn: the page's scripts have taken over. */
export function partsHydrated(): Promise<void> {
  return pending.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/**
 * A thenable that calls back at once: React.lazy takes a module that is already here without
 * suspending (a resolved promise would still call back a tick later, and React would show the
 * fallback, then hold the part back for its 300 ms reveal throttle).
 */
const settled = <T,>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * React.lazy over `load`, which renders at once, without suspending, when the code has already
 * arrived by its first render: `fetchCode()` asks for it ahead (once; again after a failure).
 */
export function readyLazy<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    loading ??= load().then((component) => (loaded = component));
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Component = lazy(() =>
    loaded ? settled({ default: loaded }) : fetchCode().then((component) => ({ default: component })),
  );
  return { Component, fetchCode };
}

/** What a part's boundary renders: the part's props, and a call for when it has drawn. */
type Drawing<P> = { part: P; onDrawn: () => void };

/**
 * A part whose code stays off the page's first download (decision 2104). `load` imports it:
 * `() => import("./part.tsx").then((m) => m.Part)`, behind `afterLoad()` for a part nobody needs in
 * the first seconds. The server renders it in place as any other part (the import is made when the
 * server starts). In the browser the server's HTML stays as it is, in a Suspense boundary, until the
 * code arrives; React then hydrates it. A part that first appears after a client-side navigation
 * shows once its code has arrived (asked for as soon as the module defining it runs).
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let Part: ComponentType<Drawing<P>>;
  if (import.meta.env.SSR) {
    // The server asks for the code when it starts, so every render has it at once.
    const server = readyLazy(() =>
      load().then((Component) => ({ part }: Drawing<P>) => <Component {...part} />),
    );
    void server.fetchCode();
    Part = server.Component;
  } else {
    const browser = readyLazy(() =>
      load().then(
        (Component) =>
          function Drawn({ part, onDrawn }: Drawing<P>) {
            useEffect(() => onDrawn(), [onDrawn]);
            return <Component {...part} />;
          },
        // A part whose code failed goes to its error boundary, which unmounts it (and so forgets it).
      ),
    );
    // Defined by a page met through a client-side navigation: its code starts at once, beside the
    // page's data, so it is usually here when the page draws.
    if (document.readyState === "complete") void browser.fetchCode();
    Part = browser.Component;
  }
  return function HydratedLater(props: P) {
    // Counted until drawn, so `partsHydrated()` waits for it; an instance unmounted before its code
    // arrived (a card left by a quick navigation) is forgotten, or the page would never count as
    // hydrated.
    const [instance] = useState(() => {
      const token = Symbol(name);
      if (!import.meta.env.SSR) pending.add(token);
      return token;
    });
    useEffect(() => () => partDone(instance), [instance]);
    const [drawn, setDrawn] = useState(false);
    const [first] = useState(props);
    const onDrawn = useCallback(() => {
      partDone(instance);
      setDrawn(true);
    }, [instance]);
    // Until its code has drawn it, the part keeps the props it first had and its boundary is the same
    // element: React drops a waiting boundary's server HTML (showing nothing) when it is rendered
    // again before hydrating.
    const part = drawn ? props : first;
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Part part={part} onDrawn={onDrawn} />
        </Suspense>
      ),
      [part, onDrawn],
    );
  };
}
