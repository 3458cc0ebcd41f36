import { GuidesBanner, NewestArticles } from "~/modules/blog/components/newest-articles";
import { newestArticles } from "~/modules/blog/blog.server";
import { Promises } from "~/modules/content/components/promises";
import { FeaturedStays } from "~/modules/stays/components/featured-stays";
import { HomeSearch } from "~/modules/stays/components/home-search";
import { StayTypeLinks } from "~/modules/stays/components/stay-type-links";
import { featuredStays } from "~/modules/stays/stays.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  // Public page: featured stays and the newest articles, for everyone.
  const [featured, articles] = await Promise.all([
    featuredStays(platform.database.db, 8),
    newestArticles(platform.storage, 3),
  ]);
  return { featured, articles };
}

export const meta = () =>
  pageMeta(
    undefined,
    "Monthly, mid-term and short-term pet-friendly rentals, straight from the owner. See exactly which pets are welcome and what it costs before you book.",
  );

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeSearch />
      <StayTypeLinks />
      <FeaturedStays stays={loaderData.featured} />
      <Promises />
      <NewestArticles cards={loaderData.articles} />
      <GuidesBanner />
    </>
  );
}
