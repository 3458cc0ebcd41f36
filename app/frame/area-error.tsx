import { hydrateLater } from "~/shared/hydrate-later";
import type { AREAS } from "./area-error-panel.tsx";

/**
 * A failing page inside the site's frame (header, footer and, in the user area, its navigation
 * stay): a friendly message, the request's reference, a way back. Each area's layout shows it in
 * its error boundary, and almost no page fails: its code loads only when one does (decision 2104).
 */
export const AreaError = hydrateLater("error panel", () =>
  import("./area-error-panel.tsx").then((m) => m.AreaErrorPanel),
);

/** The error page of an area without a frame of its own: the panel in the page's column. */
export function AreaErrorPage({ error, area }: { error: unknown; area: keyof typeof AREAS }) {
  return (
    <div className="container-page">
      <AreaError error={error} area={area} />
    </div>
  );
}
