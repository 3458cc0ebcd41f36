import { formatDate, formatInstant } from "../../shared/format.ts";
import { actionLabel } from "./audit.ts";
import type { auditAboutUser } from "./audit.server.ts";
import type { userDetail } from "./users.server.ts";

/** What the console's page about one user shows (operators only: the page is behind the role). */
export function userPageView(
  detail: NonNullable<Awaited<ReturnType<typeof userDetail>>>,
  history: Awaited<ReturnType<typeof auditAboutUser>>,
  operatorId: string,
) {
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
    self: operatorId === user.id,
  };
}

export type UserPageView = ReturnType<typeof userPageView>;
