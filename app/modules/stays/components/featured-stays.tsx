import { SectionHeading } from "~/ui/section-heading";
import { SEARCH_PATH } from "~/site";
import { stayPath, type StayCard as Card } from "../stays.ts";
import { StayCard } from "./stay-card";

/** The best-rated stays, with a link to all of them; nothing when there are none. */
export function FeaturedStays({ stays }: { stays: Card[] }) {
  if (stays.length === 0) return null;
  return (
    <section aria-labelledby="featured" className="container-page pb-16">
      <SectionHeading
        id="featured"
        title="Stays pets and people love"
        lead="Top rated by travellers and by their pets."
        more={{ to: `${SEARCH_PATH}?sort=rating`, label: "See all stays" }}
      />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {stays.map((stay) => (
          <li key={stay.id} className="flex">
            <StayCard stay={stay} href={stayPath(stay.slug)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
