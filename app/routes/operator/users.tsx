import { OperatorSearch } from "~/modules/operator/components/search-form";
import { Link } from "react-router";
import { OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { searchUsers } from "~/modules/operator/users.server";
import { platformOf } from "~/platform/context";
import { formatInstant } from "~/shared/format";
import { pageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/users";

export const meta = () => [
  ...pageMeta("Users", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

/** Search by name, email or id; `new=1` lists the accounts of the last days (the home count's queue). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 200);
  const recent = params.get("new") === "1";
  const found = await searchUsers(platformOf(context).database.db, { q, recent });
  return {
    q,
    recent,
    searched: Boolean(q.trim()) || recent,
    users: found.map((user) => ({
      id: user.id,
      email: user.email,
      name: user.name,
      since: formatInstant(user.createdAt),
      suspended: user.suspended,
      operator: user.operator,
    })),
  };
}

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { q, recent, searched, users } = loaderData;
  return (
    <>
      <UserPageHeading
        title={recent ? "New users" : "Users"}
        lead="Find an account by name, email address or id."
      />
      <OperatorSearch label="Name, email or id" q={q} />
      {!searched ? (
        <p className="text-sm text-muted">
          Type part of a name or an address, or an account's id.{" "}
          <Link to="?new=1" className="font-semibold text-primary underline-offset-4 hover:underline">
            Accounts made this week
          </Link>
        </p>
      ) : users.length === 0 ? (
        <EmptyState icon="search-x" title="No one found">
          Try part of the name or of the email address.
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label="Users found">
          {users.map((user) => (
            <li key={user.id}>
              <Link
                to={`/operator/users/${encodeURIComponent(user.id)}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface p-4 hover:border-primary/40"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{user.name || "(no name)"}</span>
                  <span className="block text-sm break-all text-muted">{user.email}</span>
                </span>
                <span className="text-sm text-muted">
                  {user.operator && <span className="me-2 font-semibold text-primary">Operator</span>}
                  {user.suspended && <span className="me-2 font-semibold text-danger">Suspended</span>}
                  since {user.since}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
