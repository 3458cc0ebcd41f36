import { Icon } from "~/ui/icon";
import { cardImageRole } from "~/ui/image-loading";
import { data, Link } from "react-router";
import { redirectToNotFound } from "~/shared/redirects";
import { ArticleCard } from "~/modules/blog/components/article-card";
import { StayCta } from "~/modules/blog/components/stay-cta";
import { TagLinks } from "~/modules/blog/components/tag-links";
import { allTags, articlesWithTag } from "~/modules/blog/blog.server";
import { tagPath } from "~/modules/blog/blog";
import { pageMeta } from "~/site";
import type { Route } from "./+types/tag";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useLocalize, useT } from "~/i18n/react";

export const middleware = [pageNamespaces("blog", "blogCards", "stay")];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { storage, env } = platformOf(context);
  const found = articlesWithTag(storage, params.slug);
  if (!found) throw redirectToNotFound(request);
  return data({
    ...found,
    otherTags: allTags().filter((t) => t.slug !== found.tag.slug),
    canonical: `${env.APP_URL}${tagPath(found.tag.slug)}`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaLanguage(matches).t("blog.meta");
  return pageMeta(
    loaderData ? t("tagTitle", { tag: loaderData.tag.name }) : t("tag"),
    loaderData ? t("tagDescription", { tag: loaderData.tag.name.toLowerCase() }) : t("tagFallback"),
    loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : [],
  );
};

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, articles, otherTags } = loaderData;
  const t = useT("blog.tagPage");
  const localize = useLocalize();
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {t.rich("eyebrow", {
              blog: (chunks) => (
                <Link to={localize("/blog")} className="hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <h1 className="mt-2 flex items-center gap-3 text-3xl text-ink sm:text-5xl">
            <Icon name="tag" className="size-8 text-primary" /> {tag.name}
          </h1>
          <p className="mt-4 text-lg text-muted">{t("count", { count: articles.length, tag: tag.name })}</p>
        </div>
      </div>
      <div className="container-page py-10">
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {articles.map((card, i) => (
            <ArticleCard key={card.slug} card={card} headingLevel={2} imageRole={cardImageRole(i, true)} />
          ))}
        </div>
        <section aria-labelledby="other-tags" className="mt-14">
          <h2 id="other-tags" className="text-lg text-ink">
            {t("otherTopics")}
          </h2>
          <TagLinks tags={otherTags.map(({ slug, name }) => ({ slug, name }))} className="mt-4" />
        </section>
        <div className="mt-14">
          <StayCta />
        </div>
      </div>
    </>
  );
}
