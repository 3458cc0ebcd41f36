import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { threadRow } from "~/modules/messages/messages";
import { listThreads } from "~/modules/messages/threads.server";
import { hostListingChoices } from "~/modules/hosting/reservations.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { linkClass } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/messages";

export const meta = () => pageMeta("Messages", "Your conversations with the guests of your homes.");

/** The hosting inbox: the owner's conversations about their homes, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const [threads, listings] = await Promise.all([
    listThreads(platform.database.db, user.id, "hosting"),
    hostListingChoices(platform.database.db, user.id),
  ]);
  // Each home's scheduled messages (decision 3954) are reached from here and from a reservation.
  return { threads: threads.map(threadRow), listings: listings.map((l) => ({ id: l.id, title: l.title })) };
}

export default function HostMessages({ loaderData }: Route.ComponentProps) {
  const { threads } = loaderData;
  return (
    <>
      <UserPageHeading
        title="Messages"
        lead="Questions about your homes and everything after a booking, newest first."
      >
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to="/host/saved-replies" className={`text-sm ${linkClass}`}>
            Saved replies
          </Link>
          {loaderData.listings.map((l) => (
            <Link
              key={l.id}
              to={`/host/listings/${l.id}/scheduled-messages`}
              className={`text-sm ${linkClass}`}
            >
              Scheduled messages{loaderData.listings.length > 1 ? `: ${l.title}` : ""}
            </Link>
          ))}
        </div>
      </UserPageHeading>
      {threads.length === 0 ? (
        <EmptyState icon="messages-square" title="No messages from guests yet">
          When a traveller asks about one of your homes, the conversation shows here.
        </EmptyState>
      ) : (
        <ThreadList threads={threads} />
      )}
    </>
  );
}
