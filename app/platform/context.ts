import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The per-request CSP nonce, from Express into React Router's context. */
export const cspNonceContext = createContext<string>("");

/** The same nonce for components rendered on the server (inline scripts). */
export const NonceContext = createReactContext<string>("");
export const useNonce = () => useContext(NonceContext);
