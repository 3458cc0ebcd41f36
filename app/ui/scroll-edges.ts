import { useEffect, type RefObject } from "react";

/**
 * Marks a row that scrolls sideways with what is hidden past its edges: `data-more-before` and
 * `data-more-after` ("true" or "false", in the reading direction), which the `scroll-edges` style
 * draws as a fade, so a phone shows that more tabs or steps are off-screen. Kept up to date on
 * scroll and on resize; without scripts the row still scrolls, without the hint.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const mark = () => {
      const hidden = row.scrollWidth - row.clientWidth;
      // Right to left, Chromium counts scrollLeft from 0 down to -hidden.
      const along = Math.abs(row.scrollLeft);
      row.dataset.moreBefore = String(along > 1);
      row.dataset.moreAfter = String(hidden - along > 1);
    };
    mark();
    row.addEventListener("scroll", mark, { passive: true });
    const resized = new ResizeObserver(mark);
    resized.observe(row);
    return () => {
      row.removeEventListener("scroll", mark);
      resized.disconnect();
    };
  }, [ref]);
}
