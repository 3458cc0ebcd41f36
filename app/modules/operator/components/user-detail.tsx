import { Form, Link } from "react-router";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
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
  return (
    <Form method="post" className="grid gap-4">
      <TextAreaField
        label={optional ? "Why (optional)" : "Why"}
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
  return (
    <div className="grid gap-6">
      <UserPageHeading title={user.name || user.email} lead={user.email}>
        <Link
          to="/operator/users"
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          Back to users
        </Link>
      </UserPageHeading>
      {reply?.intent === null && <p className="text-sm text-danger">{reply.formError}</p>}
      <Panel id="account" title="Account">
        <Facts
          rows={[
            ["Id", user.id],
            ["Email", `${user.email}${user.emailVerified ? " (confirmed)" : " (not confirmed)"}`],
            ["Since", user.since],
            ["Two-factor", user.twoFactorEnabled ? "On" : "Off"],
            ["Open sessions", String(openSessions)],
            ["Role", user.operator ? "Operator" : "Member"],
            ["Status", suspension ? `Suspended ${suspension.at}: ${suspension.reason}` : "Active"],
          ]}
        />
      </Panel>

      <Panel id="listings" title={`Listings (${listings.length})`}>
        {listings.length === 0 ? (
          <p className="text-sm text-muted">No listings.</p>
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

      <Panel id="bookings" title={`Bookings as a traveller (${bookings.length})`}>
        {bookings.length === 0 ? (
          <p className="text-sm text-muted">No bookings.</p>
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

      <Panel id="reports" title="Reports">
        <h3 className="text-sm font-semibold text-ink">
          About them, their messages, reviews and listings ({reportsAgainst.length})
        </h3>
        <ul className="mt-1 mb-4 grid gap-1 text-sm">
          {reportsAgainst.map((r) => (
            <li key={r.id} className="break-words text-muted">
              {r.at}: {r.what} · {r.reason} · {r.status}
            </li>
          ))}
        </ul>
        <h3 className="text-sm font-semibold text-ink">Made by them ({reportsFiled.length})</h3>
        <ul className="mt-1 grid gap-1 text-sm">
          {reportsFiled.map((r) => (
            <li key={r.id} className="break-words text-muted">
              {r.at}: {r.what} · {r.reason} · {r.status}
            </li>
          ))}
        </ul>
      </Panel>

      <Panel id="history" title="What operators did">
        {history.length === 0 ? (
          <p className="text-sm text-muted">Nothing yet.</p>
        ) : (
          <ul className="grid gap-1.5 text-sm">
            {history.map((h) => (
              <li key={h.id} className="break-words text-muted">
                <span className="text-ink">{h.label}</span> · {h.at} · {h.by}
                {h.reason && <> · “{h.reason}”</>}
              </li>
            ))}
          </ul>
        )}
      </Panel>

      {!self && !user.operator && (
        <>
          <Panel
            id="export"
            title="Export their data"
            description="Everything the site keeps about this account, as JSON."
          >
            <Form
              method="post"
              action={`/operator/users/${encodeURIComponent(user.id)}/export`}
              reloadDocument
            >
              <div className="max-w-xs">
                <SubmitButton variant="secondary">Download JSON</SubmitButton>
              </div>
            </Form>
          </Panel>
          {suspension ? (
            <Panel
              id="lift"
              title="Lift the suspension"
              description="They may sign in again; the listings the suspension hid come back to search."
            >
              <ReasonForm intent="lift" label="Lift the suspension" error={errorFor("lift")} optional />
            </Panel>
          ) : (
            <Panel
              id="suspend"
              title="Suspend"
              tone="danger"
              description="Signs them out everywhere and keeps them out; hides their listings from search. Their data stays."
            >
              <ReasonForm intent="suspend" label="Suspend the account" error={errorFor("suspend")} danger />
            </Panel>
          )}
          <Panel
            id="delete"
            title="Delete the account"
            tone="danger"
            description="As if they deleted it themselves: upcoming stays are cancelled under their policies, reviews stay without the name, the rest goes. This cannot be undone."
          >
            <ReasonForm intent="delete" label="Delete the account" error={errorFor("delete")} danger />
          </Panel>
        </>
      )}
    </div>
  );
}
