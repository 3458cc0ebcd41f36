import { cutLiveStreamsOf } from "~/frame/live.server";
import { data, Form, Link } from "react-router";
import { cleanReason } from "~/modules/operator/audit";
import { auditAboutUser } from "~/modules/operator/audit.server";
import {
  OPERATOR_HEADERS,
  notFound,
  operatorOf,
  requireRecentConfirmation,
} from "~/modules/operator/guard.server";
import { deleteUserAccount, liftSuspension, suspendUser, userDetail } from "~/modules/operator/users.server";
import { actionLabel } from "~/modules/operator/audit";
import { platformOf } from "~/platform/context";
import { redirectWithToast } from "~/platform/flash.server";
import { formatDate, formatInstant } from "~/shared/format";
import { readForm } from "~/shared/http.server";
import { pageMeta } from "~/site";
import { SubmitButton, TextAreaField } from "~/ui/form";
import { Panel, UserPageHeading } from "~/ui/page";
import type { Route } from "./+types/user";

export const meta = () => [
  ...pageMeta("A user", "Operator console."),
  { name: "robots", content: "noindex, nofollow" },
];
export const headers = () => OPERATOR_HEADERS;

export async function loader({ params, context }: Route.LoaderArgs) {
  const db = platformOf(context).database.db;
  const detail = await userDetail(db, params.id);
  if (!detail) notFound();
  const history = await auditAboutUser(db, params.id);
  const { user, suspension } = detail;
  return {
    user: { ...user, since: formatInstant(user.createdAt) },
    suspension: suspension ? { ...suspension, at: formatInstant(suspension.at) } : null,
    openSessions: detail.openSessions,
    listings: detail.listings,
    bookings: detail.bookings.map((b) => ({
      id: b.id,
      reference: b.reference ?? b.id.slice(0, 8).toUpperCase(),
      status: b.status,
      listingTitle: b.listingTitle,
      dates: b.stay ? `${formatDate(b.stay.start)} – ${formatDate(b.stay.end)}` : "",
    })),
    reportsFiled: detail.reportsFiled.map((r) => ({ ...r, at: formatInstant(r.at) })),
    reportsAgainst: detail.reportsAgainst.map((r) => ({ ...r, at: formatInstant(r.at) })),
    history: history.map((row) => ({
      id: row.id,
      at: formatInstant(row.at),
      label: actionLabel(row.action),
      by: row.actorEmail,
      reason: row.reason ?? "",
    })),
    self: operatorOf(context).id === user.id,
  };
}

type Intent = "suspend" | "lift" | "delete";
const INTENTS: readonly Intent[] = ["suspend", "lift", "delete"];

/** Suspend, lift, delete: account actions, so a code typed in the last ten minutes is asked for first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const platform = platformOf(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (typeof intent !== "string" || !INTENTS.includes(intent as Intent))
    return data(
      { intent: null, error: "Choose suspend, lift or delete." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  const reason = cleanReason(form.get("reason"));
  if (!reason && intent !== "lift")
    return data(
      { intent, error: "Say why: the reason goes into the audit log." },
      { status: 400, headers: OPERATOR_HEADERS },
    );
  const operator = await requireRecentConfirmation(context, request);
  const actor = { id: operator.id, email: operator.email };
  const db = platform.database.db;
  const outcome =
    intent === "suspend"
      ? await suspendUser(db, actor, { userId: params.id, reason: reason! })
      : intent === "lift"
        ? await liftSuspension(db, actor, { userId: params.id, reason })
        : await deleteUserAccount(platform, actor, { userId: params.id, reason: reason! });
  if (!outcome.ok) {
    if (outcome.status === 404) notFound();
    return data({ intent, error: outcome.message }, { status: outcome.status, headers: OPERATOR_HEADERS });
  }
  // The live streams of a suspended or deleted account end with its sessions (the frame owns them).
  if (intent !== "lift") cutLiveStreamsOf(params.id);
  const message =
    intent === "suspend"
      ? "The account is suspended and signed out everywhere."
      : intent === "lift"
        ? "The suspension is lifted."
        : "The account is deleted.";
  return redirectWithToast(
    platform,
    intent === "delete" ? "/operator/users" : `/operator/users/${encodeURIComponent(params.id)}`,
    { type: "success", message },
    { headers: OPERATOR_HEADERS },
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

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, suspension, openSessions, listings, bookings, reportsFiled, reportsAgainst, history, self } =
    loaderData;
  const errorFor = (intent: Intent) => (actionData?.intent === intent ? actionData.error : undefined);
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
      {actionData?.intent === null && <p className="text-sm text-danger">{actionData.error}</p>}
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
        <h3 className="text-sm font-semibold text-ink">About their messages ({reportsAgainst.length})</h3>
        <ul className="mt-1 mb-4 grid gap-1 text-sm">
          {reportsAgainst.map((r) => (
            <li key={r.id} className="break-words text-muted">
              {r.at}: {r.reason} · {r.resolution ?? "open"}
            </li>
          ))}
        </ul>
        <h3 className="text-sm font-semibold text-ink">Made by them ({reportsFiled.length})</h3>
        <ul className="mt-1 grid gap-1 text-sm">
          {reportsFiled.map((r) => (
            <li key={r.id} className="break-words text-muted">
              {r.at}: {r.reason} · {r.resolution ?? "open"}
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
              <Form method="post" className="grid gap-4">
                <TextAreaField
                  label="Why (optional)"
                  name="reason"
                  maxLength={2000}
                  rows={2}
                  error={errorFor("lift")}
                />
                <div className="max-w-xs">
                  <SubmitButton intent="lift">Lift the suspension</SubmitButton>
                </div>
              </Form>
            </Panel>
          ) : (
            <Panel
              id="suspend"
              title="Suspend"
              tone="danger"
              description="Signs them out everywhere and keeps them out; hides their listings from search. Their data stays."
            >
              <Form method="post" className="grid gap-4">
                <TextAreaField
                  label="Why"
                  name="reason"
                  required
                  maxLength={2000}
                  rows={2}
                  error={errorFor("suspend")}
                />
                <div className="max-w-xs">
                  <SubmitButton intent="suspend" variant="danger">
                    Suspend the account
                  </SubmitButton>
                </div>
              </Form>
            </Panel>
          )}
          <Panel
            id="delete"
            title="Delete the account"
            tone="danger"
            description="As if they deleted it themselves: upcoming stays are cancelled under their policies, reviews stay without the name, the rest goes. This cannot be undone."
          >
            <Form method="post" className="grid gap-4">
              <TextAreaField
                label="Why"
                name="reason"
                required
                maxLength={2000}
                rows={2}
                error={errorFor("delete")}
              />
              <div className="max-w-xs">
                <SubmitButton intent="delete" variant="danger">
                  Delete the account
                </SubmitButton>
              </div>
            </Form>
          </Panel>
        </>
      )}
    </div>
  );
}
