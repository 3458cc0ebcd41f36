import { data } from "react-router";
import { DocumentPage } from "~/modules/content/components/document-page";
import { contentPage } from "~/modules/blog/blog.server";
import { pageMeta } from "~/site";
import type { Route } from "./+types/privacy-policy";
import { platformOf } from "~/platform/context";
import { READING_PAGE } from "~/frame/reading-page";

/** A reading page: no framework script (decision 4000). */
export const handle = READING_PAGE;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = platformOf(context);
  return data({ ...contentPage("privacy-policy"), canonical: `${env.APP_URL}/privacy-policy` });
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta("Privacy policy", loaderData?.description ?? "How Pet Friendly Rentals by Owner handles your data.", [
    ...(loaderData ? [{ tagName: "link", rel: "canonical", href: loaderData.canonical }] : []),
  ]);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentPage
      eyebrow="Legal"
      title={loaderData.title}
      description={loaderData.description}
      updated={loaderData.updated}
      html={loaderData.html}
      headings={loaderData.headings}
      related={{ to: "/terms", label: "Read our terms of service" }}
    />
  );
}
