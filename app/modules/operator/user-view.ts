import { formatDate, formatInstant } from "../../shared/format.ts";
import type { auditAboutUser } from "./audit.server.ts";
import type { userDetail } from "./users.server.ts";
import type { reportsOfUser, UserReportLine } from "./reports.server.ts";

/** A report's line: the page names its kind in its language (operator.user.kind). */
const lineIn = (tag: string) => (r: UserReportLine) => ({
  id: r.id,
  at: formatInstant(r.at, "UTC", tag),
  kind: r.kind,
  reason: r.reason,
  status: r.status,
});

/** "Mar 1, 2027 – Mar 8, 2027" in the page's language (the dash the same in each). */
const formatDateRange = (start: string, end: string, tag: string) =>
  `${formatDate(start, undefined, tag)} – ${formatDate(end, undefined, tag)}`;

/** What the console's page about one user shows (operators only: the page is behind the role). */
export function userPageView(
  detail: NonNullable<Awaited<ReturnType<typeof userDetail>>>,
  history: Awaited<ReturnType<typeof auditAboutUser>>,
  operatorId: string,
  reports: Awaited<ReturnType<typeof reportsOfUser>>,
  /** The page's Intl tag: dates as its language writes them. */
  tag = "en-US",
) {
  const line = lineIn(tag);
  const { user, suspension } = detail;
  return {
    // Field by field: the suspension is read as a whole row (who suspended, and more, stay here).
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      twoFactorEnabled: user.twoFactorEnabled,
      operator: user.operator,
      since: formatInstant(user.createdAt, "UTC", tag),
    },
    suspension: suspension
      ? { at: formatInstant(suspension.at, "UTC", tag), reason: suspension.reason }
      : null,
    openSessions: detail.openSessions,
    listings: detail.listings,
    bookings: detail.bookings.map((b) => ({
      id: b.id,
      reference: b.reference ?? b.id.slice(0, 8).toUpperCase(),
      status: b.status,
      listingTitle: b.listingTitle,
      dates: b.stay ? formatDateRange(b.stay.start, b.stay.end, tag) : "",
    })),
    reportsFiled: reports.filed.map(line),
    reportsAgainst: reports.against.map(line),
    history: history.map((row) => ({
      id: row.id,
      at: formatInstant(row.at, "UTC", tag),
      action: row.action,
      by: row.actorEmail,
      reason: row.reason ?? "",
    })),
    self: operatorId === user.id,
  };
}

export type UserPageView = ReturnType<typeof userPageView>;
