import { afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import { SITE_HEADER_ID } from "./site-header-id.ts";

/**
 * The site's header, drawn by the server on every page, its code after the load event or at once
 * when the visitor reaches into it (a press, a tap, a key or the focus: decision 4030). Until then
 * it is what it is without scripts: links, the search as a GET form, the menus as <details>, the
 * language switcher as a form. Its code (nav, logo, switcher, badges) was 4 kB of the shell chunk
 * every public page waited for before its load event.
 */
export const Header = hydrateLater("header", () =>
  afterLoadOrReach(SITE_HEADER_ID)
    .then(() => import("./site-header.tsx"))
    .then((m) => m.Header),
);
