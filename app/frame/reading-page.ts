/**
 * Reading pages (decision 4000): articles, the blog's lists and the content pages ship no React, React
 * DOM or React Router script. They are still rendered by React Router on the server; the root leaves
 * out <Scripts/> (the entry, the route chunks, their modulepreload links and the router's data) and
 * <ScrollRestoration/>, and adds one small plain script instead (`READING_SCRIPT`, in public/).
 * A route says it is one with `export const handle = READING_PAGE`; a layout's handle covers its
 * children.
 */
export interface PageHandle {
  /** false: the page is read, not used: it ships without the framework's scripts. */
  framework?: boolean;
}

export const READING_PAGE: PageHandle = { framework: false };

/**
 * The plain script of reading pages: theme choice, toasts, sign-out's browser side, menus closing.
 * A static file (not built by Vite, so no module and nothing under /assets); its version in the
 * query, so a changed file is fetched again despite the hour static files are cached for.
 */
export const READING_SCRIPT = "/reading-page.js?v=1";

/**
 * Whether the matched routes make a reading page: some route asks for no framework and none below it
 * asks for it back.
 */
export function isReadingPage(matches: readonly { handle?: unknown }[]): boolean {
  let reading = false;
  for (const { handle } of matches) {
    const framework = (handle as PageHandle | undefined)?.framework;
    if (framework === false) reading = true;
    else if (framework === true) reading = false;
  }
  return reading;
}
