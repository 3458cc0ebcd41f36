import { formatDate, formatInstant } from "../../shared/format.ts";
import { actionLabel } from "./audit.ts";
import type { auditAboutUser } from "./audit.server.ts";
import type { userDetail } from "./users.server.ts";
import type { reportsOfUser, UserReportLine } from "./reports.server.ts";

const KIND_WORD = {
  message: "a message",
  review: "a review",
  listing: "a listing",
  user: "their page",
} as const;
const line = (r: UserReportLine) => ({
  id: r.id,
  at: formatInstant(r.at),
  what: KIND_WORD[r.kind],
  reason: r.reason,
  status: r.status,
});

/** What the console's page about one user shows (operators only: the page is behind the role). */
export function userPageView(
  detail: NonNullable<Awaited<ReturnType<typeof userDetail>>>,
  history: Awaited<ReturnType<typeof auditAboutUser>>,
  operatorId: string,
  reports: Awaited<ReturnType<typeof reportsOfUser>>,
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
    reportsFiled: reports.filed.map(line),
    reportsAgainst: reports.against.map(line),
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
