import { createRequire } from "node:module";

/**
 * Every top-level domain in use (the `tlds` package, from the IANA root zone), so an address
 * written without "http://" or "@" is recognised whatever its ending (".photography", ".рф").
 * Loaded through require: the list is JSON, and Node's ESM import of JSON needs an attribute
 * the project's TypeScript settings do not allow.
 */
export const TOP_LEVEL_DOMAINS: ReadonlySet<string> = new Set(
  (createRequire(import.meta.url)("tlds") as string[]).map((tld) => tld.toLowerCase()),
);
