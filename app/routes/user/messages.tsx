import { MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { requireUser } from "~/modules/accounts/guards.server";
import { StatusBadge } from "~/modules/bookings/components/trip-details";
import { inboxFilterOf, threadPath, type InboxFilter } from "~/modules/messages/messages";
import { listThreads } from "~/modules/messages/messages.server";
import { Avatar } from "~/modules/profiles/components/avatar";
import { platformOf } from "~/platform/context";
import { formatDate } from "~/shared/format";
import { searchParamsOf } from "~/shared/http.server";
import { pageMeta, SEARCH_PATH } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/messages";

export const meta = () => pageMeta("Messages", "Your conversations with owners and travellers.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const platform = platformOf(context);
  const user = await requireUser(platform, request);
  const filter = inboxFilterOf(searchParamsOf(request).get("filter"));
  const threads = await listThreads(platform.database.db, user.id, filter);
  return {
    filter,
    threads: threads.map((t) => ({
      ...t,
      lastMessageAt: t.lastMessageAt.toISOString(),
      // Formatted here, as the server writes it (the browser's Intl may differ).
      when: when.format(t.lastMessageAt),
    })),
  };
}

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "hosting", label: "Hosting" },
  { value: "travelling", label: "Travelling" },
];

const when = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

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
          icon={MessagesSquare}
          title={filter === "hosting" ? "No messages from guests yet" : "No messages yet"}
          action={filter === "hosting" ? undefined : { to: SEARCH_PATH, label: "Find a stay" }}
        >
          {filter === "hosting"
            ? "When a traveller asks about one of your homes, the conversation shows here."
            : "Ask an owner a question from any stay's page: “Contact the owner”."}
        </EmptyState>
      ) : (
        <ul
          aria-label="Conversations"
          className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-surface"
        >
          {threads.map((t) => (
            <li key={t.id}>
              <Link
                to={threadPath(t.id)}
                className="flex items-start gap-3 p-4 hover:bg-surface-2 focus-visible:bg-surface-2 sm:gap-4 sm:p-5"
              >
                <Avatar name={t.otherName} src={t.otherAvatar} size="md" />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className={`truncate text-ink ${t.unread > 0 ? "font-bold" : "font-semibold"}`}>
                      {t.otherName}
                      <span className="ml-2 text-xs font-semibold tracking-wide text-muted uppercase">
                        {t.side === "host" ? "Guest" : "Owner"}
                      </span>
                    </p>
                    <time dateTime={t.lastMessageAt} className="shrink-0 text-xs text-muted">
                      {t.when}
                    </time>
                  </div>
                  <p className="truncate text-sm text-muted">
                    {t.listingTitle}
                    {t.checkIn && t.checkOut && (
                      <>
                        {" "}
                        · {formatDate(t.checkIn, { year: undefined })} –{" "}
                        {formatDate(t.checkOut, { year: undefined })}
                      </>
                    )}
                  </p>
                  <div className="mt-1 flex items-center gap-2">
                    <p
                      className={`min-w-0 flex-1 truncate text-sm ${t.unread > 0 ? "font-semibold text-ink" : "text-muted"}`}
                    >
                      {t.lastFromMe && <span className="text-muted">You: </span>}
                      {t.snippet}
                    </p>
                    {t.bookingStatus && <StatusBadge status={t.bookingStatus} />}
                    {t.unread > 0 && (
                      <span className="inline-flex min-w-6 justify-center rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-on-primary">
                        {t.unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
