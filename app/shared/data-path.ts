/**
 * The page a path shows. A client-side navigation asks for a page's data at `<path>.data`, and at
 * `/_.data` (`/es/_.data`) for a path ending in a slash, `/` (`/es/`): React Router 8's
 * `getNormalizedPath`. Earlier versions asked `/_root.data`; 8 never does.
 */
export function pagePathOf(path: string): string {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}
