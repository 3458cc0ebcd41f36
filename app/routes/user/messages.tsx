import { Link } from "react-router";
import { signedInUser } from "~/modules/accounts/guards.server";
import { ThreadList } from "~/modules/messages/components/thread-list";
import { inboxFilterOf, threadRow, type InboxFilter } from "~/modules/messages/messages";
import { listThreads } from "~/modules/messages/threads.server";
import { platformOf } from "~/platform/context";
import { searchParamsOf } from "~/shared/http.server";
import { pageMeta, SEARCH_PATH } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/messages";

export const meta = () => pageMeta("Messages", "Your conversations with owners and travellers.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = signedInUser(context);
  const filter = inboxFilterOf(searchParamsOf(request).get("filter"));
  const threads = await listThreads(platform.database.db, user.id, filter);
  return {
    filter,
    threads: threads.map(threadRow),
  };
}

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "hosting", label: "Hosting" },
  { value: "travelling", label: "Travelling" },
];

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { filter, threads } = loaderData;
  return (
    <>
      <UserPageHeading
        title="Messages"
        lead="Questions before a stay and everything after: with the owners you stay with and the guests of your homes."
      />
      <nav aria-label="Show" className="mb-5 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Link
            key={f.value}
            to={f.value === "all" ? "/user/messages" : `/user/messages?filter=${f.value}`}
            aria-current={f.value === filter ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              f.value === filter
                ? "border-primary bg-primary-soft text-primary"
                : "border-line text-muted hover:bg-surface-2 hover:text-ink"
            }`}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {threads.length === 0 ? (
        <EmptyState
          icon="messages-square"
          title={filter === "hosting" ? "No messages from guests yet" : "No messages yet"}
          action={filter === "hosting" ? undefined : { to: SEARCH_PATH, label: "Find a stay" }}
        >
          {filter === "hosting"
            ? "When a traveller asks about one of your homes, the conversation shows here."
            : "Ask an owner a question from any stay's page: “Contact the owner”."}
        </EmptyState>
      ) : (
        <ThreadList threads={threads} />
      )}
    </>
  );
}
