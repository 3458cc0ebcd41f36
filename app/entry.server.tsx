import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { coalescedStream } from "./platform/coalesced-stream.server.ts";
import { cspNonceContext, NonceContext, requestIdContext } from "./platform/context.ts";
import { log } from "./platform/log.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary (a part hydrated later, decision 2104) is written in place.
        // By default React moves any past the first 12.8 kB of HTML to the end of the stream, hidden,
        // for an inline script to put back: invisible without JavaScript, and drawn last.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A part that failed to draw (a Suspense boundary, drawn again in the browser) still sends
          // a whole page, answered 500: said here, before or after the shell, or the 500 leaves no
          // trace (seen: a server whose build was replaced under it could not load a page's chunk).
          if (request.signal.aborted) return;
          log.error("render.failed", {
            requestId: loadContext.get(requestIdContext),
            path: new URL(request.url).pathname,
            shellRendered,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        },
      },
    );
  });
}

/**
 * Every error a loader, action or render throws, logged once with the request's
 * id. Answers the site chose (a 4xx or 5xx thrown with `data()`) and requests the
 * browser gave up on are not failures of ours.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error) || isRouterRefusal(error)) return;
  log.error("request.failed", {
    requestId: context.get(requestIdContext),
    method: request.method,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
};

/**
 * Requests React Router itself refuses with a 4xx (a cross-site action, a method
 * a route has no handler for): answered, not failures of ours.
 */
const ROUTER_REFUSALS = [
  /^The `request\.url` origin does not match `origin` header/,
  /^You made a [A-Z]+ request to .* but did not provide an? `?(action|loader)`?/,
  /^Invalid request method/,
  /^Bad Request$/,
];
function isRouterRefusal(error: unknown) {
  return error instanceof Error && ROUTER_REFUSALS.some((pattern) => pattern.test(error.message));
}
