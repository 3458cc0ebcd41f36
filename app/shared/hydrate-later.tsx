import { lazy, Suspense, useEffect, type ComponentType } from "react";

/** Parts whose code has been asked for in the browser and that have not drawn (hydrated) yet. */
const pending = new Set<string>();
let waiting: (() => void)[] = [];

function partDone(name: string) {
  pending.delete(name);
  if (pending.size > 0) return;
  for (const resolve of waiting) resolve();
  waiting = [];
}

/** Resolves once every part asked for so far has drawn: the page's scripts have taken over. */
export function partsHydrated(): Promise<void> {
  return pending.size === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/**
 * A thenable that calls back at once: React.lazy takes a module that is already here without
 * suspending (a resolved promise would still call back a tick later).
 */
const settled = <T,>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A part whose code stays off the page's first download (decision 2104). `load` imports it:
 * `() => import("./part.tsx").then((m) => m.Part)`, behind `afterLoad()` for a part nobody needs in
 * the first seconds. The server renders it in place as any other part (the import is made when the
 * server starts). In the browser the server's HTML stays as it is, in a Suspense boundary, until the
 * code arrives; React then hydrates it. A part that first appears after a client-side navigation
 * shows once its code has arrived.
 */
export function hydrateLater<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let Part: ComponentType<P>;
  if (import.meta.env.SSR) {
    let loaded: ComponentType<P> | undefined;
    const loading = load().then((component) => (loaded = component));
    Part = lazy(() => (loaded ? settled({ default: loaded }) : loading.then((c) => ({ default: c }))));
  } else {
    Part = lazy(() => {
      pending.add(name);
      return load().then(
        (Component) => ({
          default: function Drawn(props: P) {
            useEffect(() => partDone(name), []);
            return <Component {...props} />;
          },
        }),
        (error: unknown) => {
          partDone(name);
          throw error;
        },
      );
    });
  }
  return function HydratedLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
