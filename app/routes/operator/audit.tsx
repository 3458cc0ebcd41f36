import { Link } from "react-router";
import { AUDIT_PAGE, listAudit } from "~/modules/operator/audit.server";
import { auditSelect } from "~/modules/operator/audit";
import { OPERATOR_HEADERS, operatorOf } from "~/modules/operator/guard.server";
import { readerLocale } from "~/modules/profiles/language.server";
import { metaLanguage } from "~/i18n/meta";
import { useT } from "~/i18n/react";
import { intlLocale } from "~/i18n/locales";
import { platformOf } from "~/platform/context";
import { formatInstant } from "~/shared/format";
import { unindexedPageMeta } from "~/site";
import { linkClass } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/audit";
import { pageNamespaces } from "~/i18n/page-namespaces";

/** The namespaces this page draws on besides the shell's (decision 4040). */
export const middleware: Route.MiddlewareFunction[] = [pageNamespaces("operator")];

export function meta({ matches }: Route.MetaArgs) {
  const t = metaLanguage(matches).t("operator.audit");
  return unindexedPageMeta(t("title"), t("metaDescription"));
}
export const headers = () => OPERATOR_HEADERS;

const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The log of operator actions, newest first, 50 a page: read here, changed nowhere. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const before = Number(new URL(request.url).searchParams.get("before"));
  const db = platformOf(context).database.db;
  const tag = intlLocale(await readerLocale(db, request, operatorOf(context).id));
  const { rows, more } = await listAudit(db, {
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
    limit: AUDIT_PAGE,
  });
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: formatInstant(row.at, "UTC", tag),
      actor: row.actorEmail,
      action: row.action,
      object: `${row.objectType} ${row.objectId}`,
      before: show(row.before),
      after: show(row.after),
      reason: row.reason ?? "",
    })),
    next: more ? rows.at(-1)!.id : null,
  };
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { rows, next } = loaderData;
  const t = useT("operator.audit");
  return (
    <>
      <UserPageHeading title={t("title")} lead={t("lead")} />
      {rows.length === 0 ? (
        <EmptyState icon="list" title={t("emptyTitle")}>
          {t("emptyDetail")}
        </EmptyState>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">
                  {t("action", auditSelect(row.action))}{" "}
                  <span className="font-mono text-xs font-normal text-muted">{row.action}</span>
                </p>
                <p className="text-muted">{row.at}</p>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-muted">{t("by")}</dt>
                <dd className="break-words text-ink">{row.actor}</dd>
                <dt className="text-muted">{t("object")}</dt>
                <dd className="font-mono text-xs break-all text-ink">{row.object}</dd>
                {row.before && (
                  <>
                    <dt className="text-muted">{t("before")}</dt>
                    <dd className="font-mono text-xs break-all text-ink">{row.before}</dd>
                  </>
                )}
                {row.after && (
                  <>
                    <dt className="text-muted">{t("after")}</dt>
                    <dd className="font-mono text-xs break-all text-ink">{row.after}</dd>
                  </>
                )}
                {row.reason && (
                  <>
                    <dt className="text-muted">{t("why")}</dt>
                    <dd className="break-words whitespace-pre-line text-ink">{row.reason}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ol>
      )}
      {next && (
        <p className="mt-6">
          <Link to={`?before=${next}`} className={linkClass}>
            {t("older")}
          </Link>
        </p>
      )}
    </>
  );
}
