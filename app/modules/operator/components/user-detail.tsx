import { Form, Link } from "react-router";
import { useT } from "~/i18n/react";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import { useFormat } from "~/i18n/react";
import { auditSelect } from "../audit.ts";
import type { UserPageView } from "../user-view.ts";

/** An account action's form: the reason (required unless said) goes into the audit log. */
function ReasonForm({
  intent,
  label,
  error,
  optional = false,
  danger = false,
}: {
  intent: string;
  label: string;
  error?: string;
  optional?: boolean;
  danger?: boolean;
}) {
  const t = useT("operator.user");
  return (
    <Form method="post" className="grid gap-4">
      <TextAreaField
        label={optional ? t("whyOptional") : t("why")}
        name="reason"
        required={!optional}
        maxLength={2000}
        rows={2}
        error={error}
      />
      <div className="max-w-xs">
        <SubmitButton intent={intent} variant={danger ? "danger" : undefined}>
          {label}
        </SubmitButton>
      </div>
    </Form>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The console's page about one user: the account, what they have, what was done, and the account actions. */
export function OperatorUserDetail({
  view,
  reply,
}: {
  view: UserPageView;
  reply?: { intent: string | null; fieldErrors: Record<string, string>; formError: string | null };
}) {
  const { user, suspension, openSessions, listings, bookings, reportsFiled, reportsAgainst, history, self } =
    view;
  const errorFor = (intent: string) =>
    reply?.intent === intent ? (reply.fieldErrors.reason ?? reply.formError ?? undefined) : undefined;
  const t = useT("operator.user");
  const format = useFormat();
  const audit = useT("operator.audit");
  const report = (r: (typeof reportsFiled)[number]) =>
    `${r.at}: ${t("kind", { kind: r.kind })} · ${r.reason} · ${r.status}`;
  return (
    <div className="grid gap-6">
      <UserPageHeading title={user.name || user.email} lead={user.email}>
        <Link
          to="/operator/users"
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {t("back")}
        </Link>
      </UserPageHeading>
      {reply?.intent === null && <p className="text-sm text-danger">{reply.formError}</p>}
      <Panel id="account" title={t("account")}>
        <Facts
          rows={[
            [t("id"), user.id],
            [
              t("email"),
              t("emailValue", { email: user.email, confirmed: user.emailVerified ? "yes" : "no" }),
            ],
            [t("since"), user.since],
            [t("twoFactor"), user.twoFactorEnabled ? t("on") : t("off")],
            [t("openSessions"), format.number(openSessions)],
            [t("role"), user.operator ? t("operator") : t("member")],
            [
              t("status"),
              suspension ? t("suspendedAt", { at: suspension.at, reason: suspension.reason }) : t("active"),
            ],
          ]}
        />
      </Panel>

      <Panel id="listings" title={t("listings", { count: listings.length })}>
        {listings.length === 0 ? (
          <p className="text-sm text-muted">{t("noListings")}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm">
            {listings.map((l) => (
              <li key={l.id} className="flex flex-wrap justify-between gap-2">
                <span className="break-words text-ink">{l.title}</span>
                <span className="text-muted">{l.status}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="bookings" title={t("bookings", { count: bookings.length })}>
        {bookings.length === 0 ? (
          <p className="text-sm text-muted">{t("noBookings")}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm">
            {bookings.map((b) => (
              <li key={b.id} className="flex flex-wrap justify-between gap-2">
                <span className="break-words text-ink">
                  <span className="font-mono">{b.reference}</span> · {b.listingTitle}
                </span>
                <span className="text-muted">
                  {b.dates} · {b.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="reports" title={t("reports")}>
        <h3 className="text-sm font-semibold text-ink">
          {t("reportsAgainst", { count: reportsAgainst.length })}
        </h3>
        <ul className="mt-1 mb-4 grid gap-1 text-sm">
          {reportsAgainst.map((r) => (
            <li key={r.id} className="break-words text-muted">
              {report(r)}
            </li>
          ))}
        </ul>
        <h3 className="text-sm font-semibold text-ink">
          {t("reportsFiled", { count: reportsFiled.length })}
        </h3>
        <ul className="mt-1 grid gap-1 text-sm">
          {reportsFiled.map((r) => (
            <li key={r.id} className="break-words text-muted">
              {report(r)}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="history" title={t("history")}>
        {history.length === 0 ? (
          <p className="text-sm text-muted">{t("nothingYet")}</p>
        ) : (
          <ul className="grid gap-1.5 text-sm">
            {history.map((h) => (
              <li key={h.id} className="break-words text-muted">
                <span className="text-ink">{audit("action", auditSelect(h.action))}</span> · {h.at} · {h.by}
                {h.reason && <> · “{h.reason}”</>}
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {!self && !user.operator && (
        <>
          <Panel id="export" title={t("exportTitle")} description={t("exportDetail")}>
            <Form
              method="post"
              action={`/operator/users/${encodeURIComponent(user.id)}/export`}
              reloadDocument
            >
              <div className="max-w-xs">
                <SubmitButton variant="secondary">{t("download")}</SubmitButton>
              </div>
            </Form>
          </Panel>
          {suspension ? (
            <Panel id="lift" title={t("liftTitle")} description={t("liftDetail")}>
              <ReasonForm intent="lift" label={t("liftTitle")} error={errorFor("lift")} optional />
            </Panel>
          ) : (
            <Panel id="suspend" title={t("suspendTitle")} tone="danger" description={t("suspendDetail")}>
              <ReasonForm intent="suspend" label={t("suspendButton")} error={errorFor("suspend")} danger />
            </Panel>
          )}
          <Panel id="delete" title={t("deleteTitle")} tone="danger" description={t("deleteDetail")}>
            <ReasonForm intent="delete" label={t("deleteTitle")} error={errorFor("delete")} danger />
          </Panel>
        </>
      )}
    </div>
  );
}
