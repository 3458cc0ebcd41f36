import { data, Link } from "react-router";
import { PlaceSearch } from "~/modules/stays/components/place-search";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useLocalize, useT } from "~/i18n/react";
import type { Route } from "./+types/not-found";

export const middleware = [pageNamespaces("notFound", "stay")];

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaLanguage(matches).t("notFound");
  return pageMeta(t("metaTitle"), t("metaDescription"), [{ name: "robots", content: "noindex" }]);
};

/** Answers 404, so search engines drop the dead link. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = useT("notFound");
  const localize = useLocalize();
  return (
    <section className="container-page py-20 text-center sm:py-28">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t("eyebrow")}</p>
      <h1 className="mt-3 text-3xl text-ink sm:text-5xl">{t("heading")}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted">{t("lead")}</p>
      <PlaceSearch id="not-found" className="mx-auto mt-10 max-w-lg" />
      <nav aria-label={t("links")} className="mt-8 flex justify-center gap-6 text-sm font-semibold">
        <Link to={localize("/")} className="text-primary hover:underline">
          {t("home")}
        </Link>
        <Link to={localize("/blog")} className="text-primary hover:underline">
          {t("blog")}
        </Link>
        <Link to={localize("/contact-us")} className="text-primary hover:underline">
          {t("contact")}
        </Link>
      </nav>
    </section>
  );
}
