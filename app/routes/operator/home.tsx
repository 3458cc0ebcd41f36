import { Link } from "react-router";
import { EXPIRING_HOURS, homeCounts, NEW_USER_DAYS } from "~/modules/operator/counts.server";
import { metaLanguage } from "~/i18n/meta";
import { useFormat, useT } from "~/i18n/react";
import { OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/home";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.home");
  return [
    ...pageMeta(t("metaTitle"), t("metaDescription")),
    { name: "robots", content: "noindex, nofollow" },
  ];
}
export const headers = () => OPERATOR_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  const operator = operatorOf(context);
  return {
    name: operator.name,
    // Each count by its key: the page names and explains it in its language (operator.count.*).
    counts: (await homeCounts(platformOf(context).database.db)).map(({ key, to, value }) => ({
      key,
      to,
      value,
    })),
    days: NEW_USER_DAYS,
    hours: EXPIRING_HOURS,
  };
}

export default function OperatorHome({ loaderData }: Route.ComponentProps) {
  const { name, counts, days, hours } = loaderData;
  const t = useT("operator.home");
  const count = useT("operator.count");
  const format = useFormat();
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead", { name })} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {counts.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="block h-full rounded-3xl border border-line bg-surface p-5 shadow-card hover:border-primary/40"
            >
              <span className="block text-sm font-semibold text-muted">{count(`${item.key}.label`)}</span>
              <span
                className="mt-1 block text-3xl font-bold text-ink tabular-nums"
                data-testid={`count-${item.key}`}
              >
                {format.number(item.value)}
              </span>
              <span className="mt-1 block text-sm text-muted">
                {count(`${item.key}.detail`, { days, hours })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
