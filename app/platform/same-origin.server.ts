import type { MiddlewareFunction } from "react-router";
import { isSameOrigin } from "../shared/http.server.ts";
import { platformOf } from "./context.ts";
import { refusal } from "./refusal.server.ts";

/** Methods that only read: every other one may change something. */
const READS = new Set(["GET", "HEAD"]);

/**
 * The root's middleware: every request that may change something (any method but GET and HEAD,
 * pages and APIs alike) must come from this site's own pages, or it is answered 403 before any
 * action reads it. Better Auth's own endpoints check the same on their side. The refusal carries
 * the page's language (no loader runs after a middleware throws).
 */
export const sameOriginWrites: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!READS.has(request.method) && !isSameOrigin(request, platformOf(context).env.APP_URL))
    throw refusal(request, 403, "This request did not come from this site.");
};
