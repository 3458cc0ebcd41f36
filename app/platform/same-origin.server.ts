import type { MiddlewareFunction } from "react-router";
import { assertSameOrigin } from "../shared/http.server.ts";
import { platformOf } from "./context.ts";

/** Methods that only read: every other one may change something. */
const READS = new Set(["GET", "HEAD"]);

/**
 * The root's middleware: every request that may change something (any method but GET and HEAD,
 * pages and APIs alike) must come from this site's own pages, or it is answered 403 before any
 * action reads it. Better Auth's own endpoints check the same on their side.
 */
export const sameOriginWrites: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!READS.has(request.method)) assertSameOrigin(request, platformOf(context).env.APP_URL);
};
