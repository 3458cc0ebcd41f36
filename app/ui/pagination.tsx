import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { pageWindow } from "~/shared/pagination";
import { useFormat, useT } from "~/i18n/react";

/**
 * Numbered pages with previous/next, for any paged list. `href(n)` builds each
 * page's URL (the list's filters kept); `label` names the navigation region.
 * Long lists show the first, the last and the pages around the current one.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
  className = "mt-12",
}: {
  page: number;
  pageCount: number;
  href: (n: number) => string;
  label?: string;
  className?: string;
}) {
  const t = useT("frame.pagination");
  const format = useFormat();
  const links = pageWindow(page, pageCount);
  if (links.length === 0) return null;
  const base =
    "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";
  return (
    <nav
      aria-label={label ?? t("label")}
      className={`${className} flex flex-wrap items-center justify-center gap-2`}
    >
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={`${base} border border-line text-ink hover:bg-surface-2`}
        >
          <Icon name="chevron-left" className="size-4" /> {t("previous")}
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border border-line text-muted opacity-60`}>
          <Icon name="chevron-left" className="size-4" /> {t("previous")}
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {links.map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("page", { page: n })}
                className={`${base} ${n === page ? "bg-primary text-on-primary" : "text-ink hover:bg-surface-2"}`}
              >
                {format.number(n)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link
          to={href(page + 1)}
          rel="next"
          className={`${base} border border-line text-ink hover:bg-surface-2`}
        >
          {t("next")} <Icon name="chevron-right" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={`${base} border border-line text-muted opacity-60`}>
          {t("next")} <Icon name="chevron-right" className="size-4" />
        </span>
      )}
    </nav>
  );
}
