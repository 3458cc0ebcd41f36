import { createContext as createReactContext, useContext } from "react";
import { createContext, type RouterContextProvider } from "react-router";
import type { Platform } from "./runtime.server.ts";

/** The per-request CSP nonce, from Express into React Router's context. */
export const cspNonceContext = createContext<string>("");

/** The id of this request (also in the X-Request-Id answer header and in error logs). */
export const requestIdContext = createContext<string>("");

/**
 * The running platform (settings, database, storage, mail…), handed to every
 * loader and action through the router's context by the server (server/app.ts).
 */
export const platformContext = createContext<Platform>();

/** The platform of a loader's or action's `context`. */
export function platformOf(context: Readonly<RouterContextProvider>): Platform {
  return context.get(platformContext);
}

/** The same nonce for components rendered on the server (inline scripts). */
export const NonceContext = createReactContext<string>("");
export const useNonce = () => useContext(NonceContext);

/**
 * Set on a page drawn the same for every visitor (decision 4010): its loaders saw no session. The
 * visitor's own Cookie header stays here for a loader that must know whose page it is (an owner
 * previewing their draft), which then calls `markPersonal` so the page is neither kept nor shared.
 */
export type SharedPage = { viewerCookie: string; markPersonal: () => void };
export const sharedPageContext = createContext<SharedPage | null>(null);
