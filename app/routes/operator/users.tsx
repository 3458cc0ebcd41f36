import { OperatorSearch } from "~/modules/operator/components/search-form";
import { Link } from "react-router";
import { OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { searchUsers } from "~/modules/operator/users.server";
import { platformOf } from "~/platform/context";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { pageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/users";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.users");
  return [
    ...pageMeta(t("metaTitle"), t("metaDescription")),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
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
      since: user.createdAt.toISOString(),
      suspended: user.suspended,
      operator: user.operator,
    })),
  };
}

export default function UsersPage({ loaderData }: Route.ComponentProps) {
  const { q, recent, searched, users } = loaderData;
  const t = useT("operator.users");
  const format = useFormat();
  return (
    <>
      <UserPageHeading title={recent ? t("titleNew") : t("title")} lead={t("lead")} />
      <OperatorSearch label={t("searchLabel")} q={q} />
      {!searched ? (
        <p className="text-sm text-muted">
          {t("hint")}{" "}
          <Link to="?new=1" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t("thisWeek")}
          </Link>
        </p>
      ) : users.length === 0 ? (
        <EmptyState icon="search-x" title={t("noneTitle")}>
          {t("noneDetail")}
        </EmptyState>
      ) : (
        <ul className="grid gap-2" aria-label={t("found")}>
          {users.map((user) => (
            <li key={user.id}>
              <Link
                to={`/operator/users/${encodeURIComponent(user.id)}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl border border-line bg-surface p-4 hover:border-primary/40"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-ink">{user.name || t("noName")}</span>
                  <span className="block text-sm break-all text-muted">{user.email}</span>
                </span>
                <span className="text-sm text-muted">
                  {user.operator && <span className="me-2 font-semibold text-primary">{t("operator")}</span>}
                  {user.suspended && <span className="me-2 font-semibold text-danger">{t("suspended")}</span>}
                  {t("since", { date: format.instant(new Date(user.since)) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
