import { GuidesBanner, NewestArticles } from "~/modules/blog/components/newest-articles";
import type { ArticleCard } from "~/modules/blog/blog.server";
import { FeaturedStays } from "~/modules/stays/components/featured-stays";
import { StayTypeLinks } from "~/modules/stays/components/stay-type-links";
import type { StayCard } from "~/modules/stays/stays";
import { Promises } from "./promises.tsx";

/** The home page below its search: kinds of stay, featured stays, our promises, the newest articles. */
export function HomeSections({ featured, articles }: { featured: StayCard[]; articles: ArticleCard[] }) {
  return (
    <>
      <StayTypeLinks />
      <FeaturedStays stays={featured} />
      <Promises />
      <NewestArticles cards={articles} />
      <GuidesBanner />
    </>
  );
}
