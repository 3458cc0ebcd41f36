import { Icon } from "~/ui/icon";
import { cardImageRole } from "~/ui/image-loading";
import { data, Link, redirect } from "react-router";
import { ArticleCard } from "~/modules/blog/components/article-card";
import { StayCta } from "~/modules/blog/components/stay-cta";
import { TagLinks } from "~/modules/blog/components/tag-links";
import { allTags, articlesWithTag } from "~/modules/blog/blog.server";
import { tagPath } from "~/modules/blog/blog";
import { pageMeta } from "~/site";
import type { Route } from "./+types/tag";
import { platformOf } from "~/platform/context";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { storage, env } = platformOf(context);
  const found = articlesWithTag(storage, params.slug);
  if (!found) throw redirect("/not-found");
  return data({
    ...found,
    otherTags: allTags().filter((t) => t.slug !== found.tag.slug),
    canonical: `${env.APP_URL}${tagPath(found.tag.slug)}`,
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData ? `Articles tagged ${loaderData.tag.name}` : "Blog tag",
    loaderData
      ? `Guides about ${loaderData.tag.name.toLowerCase()} for travellers with pets and for owners.`
      : "Articles with this tag.",
    loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : [],
  );

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, articles, otherTags } = loaderData;
  return (
    <>
      <div className="border-b border-line bg-gradient-to-b from-primary-soft/60 to-transparent">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            <Link to="/blog" className="hover:underline">
              Blog
            </Link>{" "}
            · Tag
          </p>
          <h1 className="mt-2 flex items-center gap-3 text-3xl text-ink sm:text-5xl">
            <Icon name="tag" className="size-8 text-primary" /> {tag.name}
          </h1>
          <p className="mt-4 text-lg text-muted">
            {articles.length} {articles.length === 1 ? "article" : "articles"} tagged “{tag.name}”, newest
            first.
          </p>
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
            Other topics
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
