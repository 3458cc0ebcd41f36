import { Link } from "react-router";
import { AUDIT_PAGE, listAudit } from "~/modules/operator/audit.server";
import { actionLabel } from "~/modules/operator/audit";
import { OPERATOR_HEADERS } from "~/modules/operator/guard.server";
import { platformOf } from "~/platform/context";
import { formatInstant } from "~/shared/format";
import { pageMeta } from "~/site";
import { linkClass } from "~/ui/form";
import { EmptyState, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/audit";

export const meta = () => [
  ...pageMeta("Audit log", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** The log of operator actions, newest first, 50 a page: read here, changed nowhere. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const before = Number(new URL(request.url).searchParams.get("before"));
  const { rows, more } = await listAudit(platformOf(context).database.db, {
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
    limit: AUDIT_PAGE,
  });
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: formatInstant(row.at),
      actor: row.actorEmail,
      action: row.action,
      label: actionLabel(row.action),
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
  return (
    <>
      <UserPageHeading
        title="Audit log"
        lead="Every operator action: who did what to which object, what it was before and after, when and why. No one can change it."
      />
      {rows.length === 0 ? (
        <EmptyState icon="list" title="Nothing recorded yet">
          Operator actions appear here as they are taken, the newest first.
        </EmptyState>
      ) : (
        <ol className="grid gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-2xl border border-line bg-surface p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">
                  {row.label} <span className="font-mono text-xs font-normal text-muted">{row.action}</span>
                </p>
                <p className="text-muted">{row.at}</p>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-muted">By</dt>
                <dd className="break-words text-ink">{row.actor}</dd>
                <dt className="text-muted">Object</dt>
                <dd className="font-mono text-xs break-all text-ink">{row.object}</dd>
                {row.before && (
                  <>
                    <dt className="text-muted">Before</dt>
                    <dd className="font-mono text-xs break-all text-ink">{row.before}</dd>
                  </>
                )}
                {row.after && (
                  <>
                    <dt className="text-muted">After</dt>
                    <dd className="font-mono text-xs break-all text-ink">{row.after}</dd>
                  </>
                )}
                {row.reason && (
                  <>
                    <dt className="text-muted">Why</dt>
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
            Older entries
          </Link>
        </p>
      )}
    </>
  );
}
