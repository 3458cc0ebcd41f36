import { Link } from "react-router";
import { homeCounts } from "~/modules/operator/counts.server";
import { OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
import { pageMeta } from "~/site";
import { UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/home";

export const meta = () => [
  ...pageMeta("Operator console", "Running the site."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

export async function loader({ context }: Route.LoaderArgs) {
  const operator = operatorOf(context);
  return {
    name: operator.name,
    counts: await homeCounts(platformOf(context).database.db),
  };
}

export default function OperatorHome({ loaderData }: Route.ComponentProps) {
  const { name, counts } = loaderData;
  return (
    <>
      <UserPageHeading
        title="Today"
        lead={`Hello ${name}. What needs the site's attention now; each number opens its queue.`}
      />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {counts.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="block h-full rounded-3xl border border-line bg-surface p-5 shadow-card hover:border-primary/40"
            >
              <span className="block text-sm font-semibold text-muted">{item.label}</span>
              <span
                className="mt-1 block text-3xl font-bold text-ink tabular-nums"
                data-testid={`count-${item.key}`}
              >
                {item.value.toLocaleString("en-US")}
              </span>
              <span className="mt-1 block text-sm text-muted">{item.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
