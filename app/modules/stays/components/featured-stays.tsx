import { SectionHeading } from "~/ui/section-heading";
import { SEARCH_PATH } from "~/site";
import { stayPath, type StayCard as Card } from "../stays.ts";
import { StayCard } from "./stay-card";
import { cardImageRole } from "~/ui/image-loading";
import { useLocalize, useT } from "~/i18n/react";

/** The best-rated stays, with a link to all of them; nothing when there are none. */
export function FeaturedStays({ stays }: { stays: Card[] }) {
  const t = useT("home.featured");
  const localize = useLocalize();
  if (stays.length === 0) return null;
  return (
    <section aria-labelledby="featured" className="container-page pb-16">
      <SectionHeading
        id="featured"
        title={t("heading")}
        lead={t("lead")}
        more={{ to: localize(`${SEARCH_PATH}?sort=rating`), label: t("seeAll") }}
      />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {stays.map((stay, i) => (
          <li key={stay.id} className="flex">
            <StayCard stay={stay} href={localize(stayPath(stay.slug))} imageRole={cardImageRole(i, true)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
