import { data } from "react-router";
import { getSessionUser } from "~/modules/accounts/guards.server";
import { personOfHandle } from "~/modules/profiles/public-handle.server";
import { contentReportPath } from "~/modules/reports/reports";
import { PublicTravellerPage } from "~/modules/reviews/components/public-traveller-page";
import { publicTraveller } from "~/modules/reviews/guest-record";
import { guestRecord } from "~/modules/reviews/guest-record.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import type { Route } from "./+types/traveller";
import { metaLanguage } from "~/i18n/meta";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "reviews")];

/**
 * A traveller's public page, named by an opaque handle (decision 3611): anyone may read it; a
 * suspended account's or an unknown handle answers 404. Not indexed: it is for owners deciding a
 * request, not for search engines.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const db = platform.database.db;
  const person = await personOfHandle(db, params.handle);
  if (!person) throw data("We couldn't find that traveller.", { status: 404 });
  const viewer = await getSessionUser(platform, request);
  return {
    traveller: publicTraveller(person, await guestRecord(db, person.userId)),
    reportHref: viewer?.id === person.userId ? null : contentReportPath("user", params.handle),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("reviews.traveller");
  return [
    ...pageMeta(
      loaderData ? t("metaTitle", { name: loaderData.traveller.firstName }) : t("metaTitleNone"),
      t("metaDescription"),
    ),
    { name: "robots", content: "noindex" },
  ];
}

export default function TravellerPage({ loaderData }: Route.ComponentProps) {
  return <PublicTravellerPage traveller={loaderData.traveller} reportHref={loaderData.reportHref} />;
}
