import { Link } from "react-router";
import { claimQueue, CLAIM_QUEUES, type ClaimQueue } from "~/modules/operator/claims.server";
import { OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { platformOf } from "~/platform/context";
import { formatInstant, formatMoney } from "~/shared/format";
import { unindexedPageMeta } from "~/site";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/claims";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("claims", "operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("claims.operator");
  return unindexedPageMeta(t("title"), t("metaDescription"));
}
export const headers = () => OPERATOR_HEADERS;

/** Disputed claims, the longest waiting first (the home's "Disputes"); `?status=failed` the refused charges. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("status");
  const queue = CLAIM_QUEUES.find((q) => q === asked) ?? "disputed";
  const db = platformOf(context).database.db;
  const tag = intlLocale(await readerLocale(db, request, operatorOf(context).id));
  const rows = await claimQueue(db, queue);
  return {
    queue,
    queues: CLAIM_QUEUES,
    claims: rows.map((row) => ({
      id: row.id,
      reference: row.reference ?? row.bookingId.slice(0, 8).toUpperCase(),
      amount: formatMoney(row.amountCents, row.currency, true, tag),
      description: row.description.slice(0, 200),
      since: row.since ? formatInstant(row.since, "UTC", tag) : "",
    })),
  };
}

export default function Claims({ loaderData }: Route.ComponentProps) {
  const { queue, queues, claims } = loaderData;
  const t = useT("claims.operator");
  return (
    <div className="grid gap-6">
      <UserPageHeading title={t("title")} lead={t("lead")} />
      <nav aria-label={t("queues")} className="flex flex-wrap gap-2">
        {queues.map((q: ClaimQueue) => (
          <Link
            key={q}
            to={`/operator/claims?status=${q}`}
            aria-current={q === queue ? "page" : undefined}
            className="rounded-full border border-line px-3 py-1.5 text-sm font-semibold text-ink aria-[current=page]:border-primary aria-[current=page]:text-primary"
          >
            {t("queue", { queue: q })}
          </Link>
        ))}
      </nav>
      {claims.length === 0 ? (
        <EmptyState icon="scale" title={t("emptyTitle")}>
          {t(queue === "disputed" ? "emptyDisputed" : "emptyFailed")}
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {claims.map((claim) => (
            <li key={claim.id} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <Link
                to={`/operator/claims/${claim.id}`}
                className="font-semibold text-primary hover:underline"
              >
                {claim.reference} · {claim.amount}
              </Link>
              <p className="mt-1 text-sm text-ink">{claim.description}</p>
              <p className="mt-1 text-sm text-muted">{t("since", { date: claim.since })}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
