import { useT } from "~/i18n/react";
import { Icon } from "~/ui/icon";
import { Link } from "react-router";
import { WishlistHeart } from "~/modules/stays/components/wishlist-heart";
import type { StayCard as Card } from "../stays.ts";
import { StayCard } from "./stay-card";
import { cardImageRole } from "~/ui/image-loading";

/** One page of stays as cards, in a grid or a list, each with its wishlist heart. */
export function ResultList({
  stays,
  view,
  perMonth,
  savedIds,
  detailHref,
}: {
  stays: Card[];
  view: "grid" | "list";
  perMonth: boolean;
  savedIds: ReadonlySet<number>;
  detailHref: (slug: string) => string;
}) {
  return (
    // Columns by the list's own width (a container query): narrower beside the map.
    <ul
      className={
        view === "list"
          ? "grid grid-cols-1 gap-5"
          : "grid grid-cols-1 gap-5 @[34rem]:grid-cols-2 @4xl:grid-cols-3"
      }
    >
      {stays.map((stay, i) => (
        <li key={stay.id} className="flex" data-stay-id={stay.id}>
          <StayCard
            stay={stay}
            view={view}
            href={detailHref(stay.slug)}
            perMonth={perMonth}
            imageRole={cardImageRole(i, true)}
            headingLevel={2}
            wishlist={<WishlistHeart slug={stay.slug} title={stay.title} saved={savedIds.has(stay.id)} />}
          />
        </li>
      ))}
    </ul>
  );
}

/** No stay matches: the filters worth dropping, as links. */
export function NoResults({ relax }: { relax: { label: string; href: string }[] }) {
  const t = useT("search");
  return (
    <div className="rounded-3xl border border-line bg-surface p-8 text-center shadow-card">
      <Icon name="search-x" className="mx-auto size-10 text-primary" />
      <h2 className="mt-3 text-xl text-ink">{t("noResults")}</h2>
      <p className="mt-2 text-muted">{relax.length > 0 ? t("tryRelaxing") : t("tryElsewhere")}</p>
      {relax.length > 0 && (
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {relax.map((r) => (
            <li key={r.label}>
              <Link
                to={r.href}
                className="inline-block rounded-full border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-soft"
              >
                {r.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
