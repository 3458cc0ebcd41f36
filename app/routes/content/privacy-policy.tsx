import { data } from "react-router";
import { DocumentPage } from "~/modules/content/components/document-page";
import { contentPage } from "~/modules/blog/blog.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/privacy-policy";
import { platformOf } from "~/platform/context";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { READING_PAGE } from "~/frame/reading-page";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";
import { useT } from "~/i18n/react";

export const middleware = [pageNamespaces("content")];

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  const locale = await readerLocale(platform.database.db, request, user?.id);
  return data({ ...contentPage("privacy-policy", locale), canonical: `${platform.env.APP_URL}/privacy-policy` });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = metaLanguage(matches).t("content.privacy");
  return pageMeta(t("title"), t("description"), [
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
  ]);
};

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const t = useT("content");
  return (
    <DocumentPage
      eyebrow={t("document.legal")}
      title={t("privacy.title")}
      description={t("privacy.description")}
      lang={loaderData.lang}
      updated={loaderData.updated}
      html={loaderData.html}
      headings={loaderData.headings}
      related={{ to: "/terms", label: t("privacy.related") }}
    />
  );
}
