import type { IconName } from "./icons/names";
import sprite from "./icons/sprite.svg?no-inline";

export type { IconName };

/**
 * A lucide icon drawn from the app's sprite (decision 2200): a `<use>` of one long-cached file
 * instead of every icon's shapes in each page's HTML and a component per icon in its JavaScript.
 * Same box, stroke and `currentColor` as lucide-react's, so text colour (and the theme) colours it;
 * drawn without JavaScript too. Decorative by default (hidden from assistive technology: the
 * button or text beside it carries the words); give `label` when the icon alone means something.
 */
/** Icons that point along the line: mirrored when text runs right to left (decision 3800). */
const POINTING = new Set<IconName>([
  "arrow-left",
  "arrow-right",
  "chevron-left",
  "chevron-right",
  "log-in",
  "log-out",
  "send",
]);

export function Icon({ name, className, label }: { name: IconName; className?: string; label?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={POINTING.has(name) ? `rtl:-scale-x-100 ${className ?? ""}` : className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
