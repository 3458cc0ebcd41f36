import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { threadRow } from "~/modules/messages/messages";
import { listThreads } from "~/modules/messages/threads.server";
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
  const threads = await listThreads(platform.database.db, user.id, "hosting");
  return { threads: threads.map(threadRow) };
}

export default function HostMessages({ loaderData }: Route.ComponentProps) {
  const { threads } = loaderData;
  return (
    <>
      <UserPageHeading
        title="Messages"
        lead="Questions about your homes and everything after a booking, newest first."
      >
        <Link to="/host/saved-replies" className={`text-sm ${linkClass}`}>
          Saved replies
        </Link>
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
