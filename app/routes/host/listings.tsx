import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ListingList, NewListingLink } from "~/modules/hosting/components/listing-list";
import { myListings } from "~/modules/hosting/hosting.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/listings";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("host", "listingEditor", "stay")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("host.listings");
  return pageMeta(t("title"), t("metaDescription"));
}

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  return { listings: await myListings(platform.database.db, user.id) };
}

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { listings } = loaderData;
  const t = useT("host.listings");
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")}>
        <NewListingLink />
      </UserPageHeading>
      {listings.length === 0 ? (
        <EmptyState icon="house" title={t("none")} action={{ to: LIST_YOUR_HOME, label: t("listYourHome") }}>
          {t("noneBody")}
        </EmptyState>
      ) : (
        <ListingList listings={listings} />
      )}
    </>
  );
}
