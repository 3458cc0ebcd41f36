import { LIST_YOUR_HOME } from "~/frame/nav-links";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ListingList, NewListingLink } from "~/modules/hosting/components/listing-list";
import { myListings } from "~/modules/hosting/hosting.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/listings";

export const meta = () => pageMeta("Your listings", "The homes you list, and what each still needs.");

export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  return { listings: await myListings(platform.database.db, user.id) };
}

export default function Listings({ loaderData }: Route.ComponentProps) {
  const { listings } = loaderData;
  return (
    <>
      <UserPageHeading title="Your listings" lead="Drafts, published and snoozed stays, newest edit first.">
        <NewListingLink />
      </UserPageHeading>
      {listings.length === 0 ? (
        <EmptyState
          icon="house"
          title="No listings yet"
          action={{ to: LIST_YOUR_HOME, label: "List your home" }}
        >
          List your home in eight short steps; you can stop at any point and come back.
        </EmptyState>
      ) : (
        <ListingList listings={listings} />
      )}
    </>
  );
}
