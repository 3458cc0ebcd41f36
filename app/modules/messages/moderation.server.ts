import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  listings,
  messageReports,
  messageThreads,
  messages,
  profiles,
  users,
} from "../../../db/schema/index.ts";
import type { Database, Executor } from "../../platform/db.server.ts";
import { parseUuid } from "../../shared/ids.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { threadPath } from "./messages.ts";

/** What staff decisions tell people (BRAND.md: warm, plain, short). */
export const DECISION_NOTICES = {
  removed: {
    title: "We removed one of your messages",
    body: "It broke the site's rules, so neither side can read it any more. Please keep messages kind, and keep payments and contact on the site until a booking is accepted.",
  },
  reportRemoved: {
    title: "We reviewed your report",
    body: "Thank you for telling us. The message broke the site's rules, and we removed it.",
  },
  reportDismissed: {
    title: "We reviewed your report",
    body: "Thank you for telling us. We read the message and found it within the site's rules, so it stays.",
  },
} as const;

/**
 * The review of reported messages by the site's staff: the queue of open reports (grouped by
 * message, oldest first), and the two decisions: dismiss a report, or remove the message (kept
 * for the record, shown to neither side; every open report of it is then settled).
 */
export type ReportDecision = "dismiss" | "remove";

const reporters = alias(users, "reporters");
const reporterProfiles = alias(profiles, "reporter_profiles");
const senders = alias(users, "senders");
const senderProfiles = alias(profiles, "sender_profiles");

const reportColumns = {
  reportId: messageReports.id,
  reason: messageReports.reason,
  reportedAt: messageReports.createdAt,
  resolvedAt: messageReports.resolvedAt,
  resolution: messageReports.resolution,
  reporterName: sql<string>`coalesce(nullif(${reporterProfiles.fullName}, ''), ${reporters.name})`,
  reporterEmail: reporters.email,
  messageId: messages.id,
  body: messages.body,
  sentAt: messages.createdAt,
  removedAt: messages.removedAt,
  senderName: sql<string>`coalesce(nullif(${senderProfiles.fullName}, ''), ${senders.name})`,
  senderEmail: senders.email,
  threadId: messageThreads.id,
  listingTitle: listings.title,
  listingSlug: listings.slug,
};

function reportsQuery(db: Executor) {
  return db
    .select(reportColumns)
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(listings, eq(listings.id, messageThreads.listingId))
    .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .leftJoin(reporterProfiles, eq(reporterProfiles.id, reporters.id))
    .innerJoin(senders, eq(senders.id, messages.senderId))
    .leftJoin(senderProfiles, eq(senderProfiles.id, senders.id));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>["execute"]>>[number];

/** Reports of one message together: staff judge the message once, with every reason given. */
function byMessage(rows: ReportRow[]) {
  const out = new Map<
    string,
    Omit<ReportRow, "reportId" | "reason" | "reportedAt" | "reporterName" | "reporterEmail"> & {
      threadPath: string;
      reports: { id: string; reason: string; at: Date; reporterName: string; reporterEmail: string }[];
    }
  >();
  for (const row of rows) {
    const { reportId, reason, reportedAt, reporterName, reporterEmail, ...message } = row;
    const entry = out.get(row.messageId) ?? { ...message, threadPath: threadPath(row.threadId), reports: [] };
    entry.reports.push({ id: reportId, reason, at: reportedAt, reporterName, reporterEmail });
    out.set(row.messageId, entry);
  }
  return [...out.values()];
}

/** The review queue: reported messages with open reports, the longest waiting first. */
export async function openReports(db: Executor, limit = 100) {
  const rows = await reportsQuery(db)
    .where(isNull(messageReports.resolvedAt))
    .orderBy(asc(messageReports.createdAt), asc(messageReports.id))
    .limit(limit);
  return byMessage(rows);
}

/** What was decided lately, newest first (for a second look). */
export async function settledReports(db: Executor, limit = 20) {
  const rows = await reportsQuery(db)
    .where(isNotNull(messageReports.resolvedAt))
    .orderBy(desc(messageReports.resolvedAt), desc(messageReports.id))
    .limit(limit);
  return byMessage(rows);
}

/**
 * A staff decision on an open report. Dismiss settles that report; remove hides the message and
 * settles every open report of it. False when the report is unknown or already settled.
 */
export async function decideReport(
  database: Database,
  input: { reportId: string; staffId: string; decision: ReportDecision },
  now = new Date(),
): Promise<boolean> {
  const reportId = parseUuid(input.reportId);
  if (!reportId) return false;
  return database.transaction(async (tx) => {
    const [report] = await tx
      .select({
        messageId: messageReports.messageId,
        reporterId: messageReports.reporterId,
        senderId: messages.senderId,
        threadId: messages.threadId,
      })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .where(and(eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)))
      .for("update", { of: messageReports });
    if (!report) return false;
    const link = threadPath(report.threadId);
    const settled = { resolvedAt: now, resolvedBy: input.staffId };
    if (input.decision === "dismiss") {
      await tx
        .update(messageReports)
        .set({ ...settled, resolution: "dismissed" })
        .where(eq(messageReports.id, reportId));
      await createNotification(tx, {
        userId: report.reporterId,
        type: "report_reviewed",
        ...DECISION_NOTICES.reportDismissed,
        link,
      });
      return true;
    }
    await tx
      .update(messages)
      .set({ removedAt: now })
      .where(and(eq(messages.id, report.messageId), isNull(messages.removedAt)));
    const reports = await tx
      .update(messageReports)
      .set({ ...settled, resolution: "removed" })
      .where(and(eq(messageReports.messageId, report.messageId), isNull(messageReports.resolvedAt)))
      .returning({ reporterId: messageReports.reporterId });
    // In the decision's transaction: the notices go out (by email as each chose) only if it holds.
    await createNotification(tx, {
      userId: report.senderId,
      type: "message_removed",
      ...DECISION_NOTICES.removed,
      link,
    });
    for (const reporterId of new Set(reports.map((r) => r.reporterId)))
      await createNotification(tx, {
        userId: reporterId,
        type: "report_reviewed",
        ...DECISION_NOTICES.reportRemoved,
        link,
      });
    return true;
  });
}
