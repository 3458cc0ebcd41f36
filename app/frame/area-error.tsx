import { hydrateLater } from "~/shared/hydrate-later";

/**
 * A failing page inside the site's frame (header, footer and, in the user area, its navigation
 * stay): a friendly message, the request's reference, a way back. Every route's error boundary
 * shows it, and almost no page fails: its code loads only when one does (decision 2104).
 */
export const AreaError = hydrateLater("error panel", () =>
  import("./area-error-panel.tsx").then((m) => m.AreaErrorPanel),
);
