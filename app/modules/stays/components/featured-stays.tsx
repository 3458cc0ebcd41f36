import { Link } from "react-router";
import { SEARCH_PATH } from "~/site";
import { stayPath, type StayCard as Card } from "../stays.ts";
import { StayCard } from "./stay-card";

/** The best-rated stays, with a link to all of them; nothing when there are none. */
export function FeaturedStays({ stays }: { stays: Card[] }) {
  if (stays.length === 0) return null;
  return (
    <section aria-labelledby="featured" className="container-page pb-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured" className="text-2xl text-ink sm:text-3xl">
            Stays pets and people love
          </h2>
          <p className="mt-2 text-muted">Top rated by travellers and by their pets.</p>
        </div>
        <Link to={`${SEARCH_PATH}?sort=rating`} className="font-semibold text-primary hover:underline">
          See all stays
        </Link>
      </div>
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
