import { createContext, type MiddlewareFunction } from "react-router";
import type en from "./messages/en.json";

/** A namespace of the catalogue ("stay", "booking"…), checked against the English source. */
export type Namespace = keyof typeof en;

/**
 * What every page draws on (decision 4040): the frame around it (header, footer, toasts), the
 * error panel and the formats. A page that declares its namespaces gets these and its own.
 */
export const SHELL_NAMESPACES = ["frame", "errors", "formats"] as const satisfies readonly Namespace[];

/** The namespaces the matched page declared; null when it declared none (it gets the whole catalogue). */
export const pageNamespacesContext = createContext<readonly Namespace[] | null>(null);

/** A page's declaration, readable by the test that holds it against the keys its files use. */
export type NamespacesMiddleware = MiddlewareFunction<Response> & { namespaces: readonly Namespace[] };

/**
 * A page's namespaces (decision 4040), as the first of its route's middleware:
 * `export const middleware = [pageNamespaces("stay", "datePicker")]`. Middleware runs for the whole
 * matched branch before any loader, on documents and on client navigations' data requests, so the
 * root loader reads it and sends the shell's namespaces and these, not the whole language.
 * Only pages (leaf routes) declare: a layout's declaration would make its undeclared pages partial.
 */
export function pageNamespaces(...namespaces: Namespace[]): NamespacesMiddleware {
  const declare: MiddlewareFunction<Response> = ({ context }, next) => {
    context.set(pageNamespacesContext, [...(context.get(pageNamespacesContext) ?? []), ...namespaces]);
    return next();
  };
  return Object.assign(declare, { namespaces });
}

/** The namespaces a declaring page is sent: the shell's and its own, once each. */
export const sentNamespaces = (declared: readonly Namespace[]): Namespace[] => [
  ...new Set<Namespace>([...SHELL_NAMESPACES, ...declared]),
];
