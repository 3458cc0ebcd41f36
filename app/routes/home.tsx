import { newestArticles } from "~/modules/blog/blog.server";
import { featuredStays } from "~/modules/stays/stay-cards.server";
import { platformOf } from "~/platform/context";
import { afterLoad, afterLoadOrReach } from "~/shared/after-load";
import { hydrateLater } from "~/shared/hydrate-later";
import { pageMeta } from "~/site";
import type { Route } from "./+types/home";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { metaLanguage } from "~/i18n/meta";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [
  pageNamespaces("home", "blogCards", "search", "stay", "pets", "datePicker"),
];

// The opening and its search: a plain GET form the server draws, which works without code (typed words
// stay in its fields); its code comes after the load event, or at once when the visitor reaches into it
// (decision 4030).
const HOME_SEARCH_ID = "home-search";
const HomeSearch = hydrateLater("home search", () =>
  afterLoadOrReach(HOME_SEARCH_ID)
    .then(() => import("~/modules/stays/components/home-search"))
    .then((m) => m.HomeSearch),
);
// Below the search, links and cards: drawn by the server, their code after the load event (decision 2104).
const HomeSections = hydrateLater("home sections", () =>
  afterLoad()
    .then(() => import("~/modules/content/components/home-sections"))
    .then((m) => m.HomeSections),
);

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  // Public page: featured stays and the newest articles, for everyone.
  const [featured, articles] = await Promise.all([
    featuredStays(platform.database.db, 8),
    newestArticles(platform.storage, 3),
  ]);
  return { featured, articles };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(undefined, metaLanguage(matches).t("home")("metaDescription"));

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeSearch id={HOME_SEARCH_ID} />
      <HomeSections featured={loaderData.featured} articles={loaderData.articles} />
    </>
  );
}
