import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  contentReports,
  guestReviews,
  listings,
  messageReports,
  messageThreads,
  messages,
  owners,
  reviewReports,
  reviews,
  users,
} from "../../../db/schema/index.ts";
import type { Database } from "../../platform/db.server.ts";
import { createNotification } from "../notifications/notifications.server.ts";
import { threadPath } from "../messages/messages.ts";
import { DECISION_NOTICES } from "../messages/moderation.server.ts";
import { stayPath } from "../stays/stays.ts";
import { recordAudit } from "./audit.server.ts";
import type { AuditAction } from "./audit.ts";
import {
  authorNotice,
  INTENTS_OF,
  parseSubject,
  reporterNotice,
  type ReportIntent,
  type ReportKind,
  type ReviewSubject,
} from "./reports.ts";
import { suspendWithin, type Actor, type Transaction } from "./users.server.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";

/** One report as the queue shows it. */
export interface QueueReport {
  reason: string;
  details: string;
  at: Date;
  reporterEmail: string;
}

/** Everything reported about one subject: the operator judges it once, with every reason given. */
export interface QueueItem {
  kind: ReportKind;
  subject: string;
  /**
   * What was reported, for the page to say in its reader's language ("A traveller's review of …"):
   * its kind of thing and the name in it (a listing's title, an account's address).
   */
  about: { what: "message" | "stayReview" | "guestReview" | "listing" | "user"; name: string | null };
  /** The words reported (a message, a review), or empty. */
  text: string;
  /** A reported review's stars. */
  rating?: number;
  /** Where the operator can look at it (the stay page, the user's page in the console). */
  link: string | null;
  authorId: string | null;
  authorEmail: string | null;
  reports: QueueReport[];
  since: Date;
}

const reporters = alias(users, "reporters");
const authors = alias(users, "authors");

function group(rows: (Omit<QueueItem, "reports" | "since"> & QueueReport)[]): QueueItem[] {
  const out = new Map<string, QueueItem>();
  for (const { reason, details, at, reporterEmail, ...subject } of rows) {
    const key = `${subject.kind}|${subject.subject}`;
    const item = out.get(key) ?? { ...subject, reports: [], since: at };
    item.reports.push({ reason, details, at, reporterEmail });
    if (at < item.since) item.since = at;
    out.set(key, item);
  }
  return [...out.values()];
}

/** The open reports of every kind, grouped by what they are about, the longest waiting first. */
export async function reportsQueue(db: Database, limit = 200): Promise<QueueItem[]> {
  const [messageRows, reviewRows, listingRows, userRows] = await Promise.all([
    db
      .select({
        subject: messages.id,
        text: messages.body,
        threadId: messages.threadId,
        listingTitle: listings.title,
        authorId: messages.senderId,
        authorEmail: authors.email,
        reason: messageReports.reason,
        at: messageReports.createdAt,
        reporterEmail: reporters.email,
      })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .innerJoin(listings, eq(listings.id, messageThreads.listingId))
      .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
      .leftJoin(authors, eq(authors.id, messages.senderId))
      .where(isNull(messageReports.resolvedAt))
      .orderBy(asc(messageReports.createdAt))
      .limit(limit),
    db
      .select({
        reviewKind: reviewReports.reviewKind,
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        details: reviewReports.details,
        at: reviewReports.createdAt,
        reporterEmail: reporters.email,
      })
      .from(reviewReports)
      .innerJoin(reporters, eq(reporters.id, reviewReports.reporterId))
      .where(eq(reviewReports.status, "open"))
      .orderBy(asc(reviewReports.createdAt))
      .limit(limit),
    db
      .select({
        listingId: listings.id,
        slug: listings.slug,
        title: listings.title,
        authorId: owners.userId,
        authorEmail: authors.email,
        reason: contentReports.reason,
        details: contentReports.details,
        at: contentReports.createdAt,
        reporterEmail: reporters.email,
      })
      .from(contentReports)
      .innerJoin(listings, sql`${listings.id}::text = ${contentReports.subjectId}`)
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .leftJoin(authors, eq(authors.id, owners.userId))
      .innerJoin(reporters, eq(reporters.id, contentReports.reporterId))
      .where(and(eq(contentReports.status, "open"), eq(contentReports.subjectKind, "listing")))
      .orderBy(asc(contentReports.createdAt))
      .limit(limit),
    db
      .select({
        authorId: authors.id,
        authorEmail: authors.email,
        reason: contentReports.reason,
        details: contentReports.details,
        at: contentReports.createdAt,
        reporterEmail: reporters.email,
      })
      .from(contentReports)
      .innerJoin(authors, eq(authors.id, contentReports.subjectId))
      .innerJoin(reporters, eq(reporters.id, contentReports.reporterId))
      .where(and(eq(contentReports.status, "open"), eq(contentReports.subjectKind, "user")))
      .orderBy(asc(contentReports.createdAt))
      .limit(limit),
  ]);
  const reviewItems = await Promise.all(
    reviewRows.map(async (row) => {
      const review = await reviewFacts(db, { kind: row.reviewKind, id: row.reviewId });
      return {
        kind: "review" as const,
        subject: `${row.reviewKind}:${row.reviewId}`,
        about: {
          what: row.reviewKind === "stay" ? ("stayReview" as const) : ("guestReview" as const),
          name: review?.listingTitle ?? null,
        },
        text: review?.body ?? "",
        rating: review?.rating,
        link: review && row.reviewKind === "stay" ? stayPath(review.listingSlug) : null,
        authorId: review?.authorId ?? null,
        authorEmail: review?.authorEmail ?? null,
        reason: row.reason,
        details: row.details,
        at: row.at,
        reporterEmail: row.reporterEmail,
      };
    }),
  );
  const items = group([
    ...messageRows.map((row) => ({
      kind: "message" as const,
      subject: row.subject,
      about: { what: "message" as const, name: row.listingTitle },
      text: row.text,
      link: null,
      authorId: row.authorId,
      authorEmail: row.authorEmail,
      reason: row.reason,
      details: "",
      at: row.at,
      reporterEmail: row.reporterEmail,
    })),
    ...reviewItems,
    ...listingRows.map((row) => ({
      kind: "listing" as const,
      subject: String(row.listingId),
      about: { what: "listing" as const, name: row.title },
      text: "",
      link: stayPath(row.slug),
      authorId: row.authorId,
      authorEmail: row.authorEmail,
      reason: row.reason,
      details: row.details,
      at: row.at,
      reporterEmail: row.reporterEmail,
    })),
    ...userRows.map((row) => ({
      kind: "user" as const,
      subject: row.authorId,
      about: { what: "user" as const, name: row.authorEmail },
      text: "",
      link: `/operator/users/${encodeURIComponent(row.authorId)}`,
      authorId: row.authorId,
      authorEmail: row.authorEmail,
      reason: row.reason,
      details: row.details,
      at: row.at,
      reporterEmail: row.reporterEmail,
    })),
  ]);
  return items.sort((a, b) => a.since.getTime() - b.since.getTime());
}

/** A review's facts for the queue and its decisions (whatever its state). */
async function reviewFacts(db: Database | Transaction, ref: ReviewSubject) {
  const table = ref.kind === "stay" ? reviews : guestReviews;
  const [row] = await db
    .select({
      authorId: table.authorId,
      authorEmail: authors.email,
      rating: table.rating,
      body: table.body,
      hiddenAt: table.hiddenAt,
      listingTitle: listings.title,
      listingSlug: listings.slug,
    })
    .from(table)
    .innerJoin(listings, eq(listings.id, table.listingId))
    .leftJoin(authors, eq(authors.id, table.authorId))
    .where(eq(table.id, ref.id));
  return row ?? null;
}

/** A decision taken (with the account it suspended, whose live streams the route ends), or refused. */
export type ReportDecisionOutcome = Outcome<{ suspendedId?: string }>;

const NOTHING_OPEN = "Nothing is waiting about that: it was decided already.";

interface Settled {
  reporterIds: string[];
  authorId: string | null;
  /** Where the reporters' notices point. */
  link: string | null;
  /** What the decision changed, for the audit row. */
  changed: Record<string, unknown>;
}

/**
 * An operator's decision about everything reported of one subject: dismiss the reports, hide what
 * was written (a message, a review), unpublish a listing, or suspend the author (whose words are
 * hidden too). One transaction: the change, its one audit row, the settled reports and the notices
 * to each reporter (and to the author of what was hidden) commit together.
 */
export async function decideReported(
  db: Database,
  actor: Actor,
  input: { kind: ReportKind; subject: unknown; intent: ReportIntent; reason: string },
  now = new Date(),
): Promise<ReportDecisionOutcome> {
  const subject = parseSubject(input.kind, input.subject);
  if (subject === null) return failure(404, "There is no such report.");
  if (!INTENTS_OF[input.kind].includes(input.intent))
    return failure(400, "That decision does not apply to this kind of report.");
  return db.transaction(async (tx): Promise<ReportDecisionOutcome> => {
    const open = await openReportersOf(tx, input.kind, subject);
    if (open === null) return failure(404, "There is no such report.");
    if (open.reporterIds.length === 0) return failure(409, NOTHING_OPEN);
    const objectId = typeof subject === "object" ? `${subject.kind}:${subject.id}` : String(subject);
    let suspendedId: string | undefined;
    if (input.intent === "suspend") {
      if (!open.authorId) return failure(409, "No account wrote this: there is nobody to suspend.");
      const suspended = await suspendWithin(
        tx,
        actor,
        { userId: open.authorId, reason: input.reason },
        { report: { kind: input.kind, subject: objectId, reports: open.reporterIds.length } },
      );
      if (!suspended.ok) return suspended;
      suspendedId = open.authorId;
    }
    const settled = await settle(tx, input.kind, subject, input.intent, actor, input.reason, now);
    if ("refused" in settled) return failure(409, settled.refused);
    if (input.intent !== "suspend")
      await recordAudit(tx, {
        actor,
        action: AUDIT_OF[input.kind][input.intent]!,
        objectType: input.kind,
        objectId,
        before: { openReports: settled.reporterIds.length },
        after: { decision: input.intent, ...settled.changed },
        reason: input.reason,
      });
    // Reported messages keep the words their reporters always read.
    const notice =
      input.kind !== "message"
        ? reporterNotice(input.kind, input.intent)
        : input.intent === "dismiss"
          ? DECISION_NOTICES.reportDismissed
          : DECISION_NOTICES.reportRemoved;
    for (const reporterId of new Set(settled.reporterIds))
      await createNotification(tx, {
        userId: reporterId,
        type: "report_reviewed",
        ...notice,
        link: settled.link,
      });
    return success({ suspendedId });
  });
}

const AUDIT_OF: Record<ReportKind, Partial<Record<ReportIntent, AuditAction>>> = {
  message: { dismiss: "report.dismissed", hide: "message.removed" },
  review: { dismiss: "report.dismissed", hide: "review.hidden" },
  listing: { dismiss: "report.dismissed", remove: "listing.unpublished" },
  user: { dismiss: "report.dismissed" },
};

/** The reporters of a subject's open reports (locked), and its author; null when the subject does not exist. */
async function openReportersOf(
  tx: Transaction,
  kind: ReportKind,
  subject: string | number | ReviewSubject,
): Promise<{ reporterIds: string[]; authorId: string | null } | null> {
  if (kind === "message") {
    const [message] = await tx
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.id, subject as string));
    if (!message) return null;
    const rows = await tx
      .select({ reporterId: messageReports.reporterId })
      .from(messageReports)
      .where(and(eq(messageReports.messageId, subject as string), isNull(messageReports.resolvedAt)))
      .for("update");
    return { reporterIds: rows.map((r) => r.reporterId), authorId: message.senderId };
  }
  if (kind === "review") {
    const ref = subject as ReviewSubject;
    const review = await reviewFacts(tx, ref);
    if (!review) return null;
    const rows = await tx
      .select({ reporterId: reviewReports.reporterId })
      .from(reviewReports)
      .where(
        and(
          eq(reviewReports.reviewKind, ref.kind),
          eq(reviewReports.reviewId, ref.id),
          eq(reviewReports.status, "open"),
        ),
      )
      .for("update");
    return { reporterIds: rows.map((r) => r.reporterId), authorId: review.authorId };
  }
  let authorId: string | null;
  if (kind === "listing") {
    const [listing] = await tx
      .select({ userId: owners.userId })
      .from(listings)
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .where(eq(listings.id, subject as number));
    if (!listing) return null;
    authorId = listing.userId;
  } else {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, subject as string));
    if (!user) return null;
    authorId = user.id;
  }
  const rows = await tx
    .select({ reporterId: contentReports.reporterId })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.subjectKind, kind),
        eq(contentReports.subjectId, String(subject)),
        eq(contentReports.status, "open"),
      ),
    )
    .for("update");
  return { reporterIds: rows.map((r) => r.reporterId), authorId };
}

/** Applies the decision to the subject and closes its open reports. */
async function settle(
  tx: Transaction,
  kind: ReportKind,
  subject: string | number | ReviewSubject,
  intent: ReportIntent,
  actor: Actor,
  reason: string,
  now: Date,
): Promise<Settled | { refused: string }> {
  const hiding = intent === "hide" || intent === "suspend";
  if (kind === "message") {
    const id = subject as string;
    const [message] = await tx
      .select({ senderId: messages.senderId, threadId: messages.threadId, removedAt: messages.removedAt })
      .from(messages)
      .where(eq(messages.id, id));
    if (hiding && !message!.removedAt) {
      await tx.update(messages).set({ removedAt: now }).where(eq(messages.id, id));
      await createNotification(tx, {
        userId: message!.senderId,
        type: "message_removed",
        ...DECISION_NOTICES.removed,
        link: threadPath(message!.threadId),
      });
    }
    const rows = await tx
      .update(messageReports)
      .set({ resolvedAt: now, resolvedBy: actor.id, resolution: hiding ? "removed" : "dismissed" })
      .where(and(eq(messageReports.messageId, id), isNull(messageReports.resolvedAt)))
      .returning({ reporterId: messageReports.reporterId });
    return {
      reporterIds: rows.map((r) => r.reporterId),
      authorId: message!.senderId,
      link: threadPath(message!.threadId),
      changed: { messageRemoved: hiding },
    };
  }
  if (kind === "review") {
    const ref = subject as ReviewSubject;
    const table = ref.kind === "stay" ? reviews : guestReviews;
    const review = (await reviewFacts(tx, ref))!;
    if (hiding && !review.hiddenAt) {
      await tx
        .update(table)
        .set({ hiddenAt: now, hiddenBy: actor.id, hiddenReason: reason })
        .where(eq(table.id, ref.id));
      if (review.authorId)
        await createNotification(tx, {
          userId: review.authorId,
          type: "content_moderated",
          ...authorNotice("review", reason),
          link: ref.kind === "stay" ? stayPath(review.listingSlug) : null,
        });
    }
    const rows = await tx
      .update(reviewReports)
      .set({ status: hiding ? "hidden" : "dismissed", decidedAt: now, decidedBy: actor.id })
      .where(
        and(
          eq(reviewReports.reviewKind, ref.kind),
          eq(reviewReports.reviewId, ref.id),
          eq(reviewReports.status, "open"),
        ),
      )
      .returning({ reporterId: reviewReports.reporterId });
    return {
      reporterIds: rows.map((r) => r.reporterId),
      authorId: review.authorId,
      link: ref.kind === "stay" && !hiding ? stayPath(review.listingSlug) : null,
      changed: { reviewHidden: hiding },
    };
  }
  let link: string | null = null;
  let authorId: string | null = null;
  const changed: Record<string, unknown> = {};
  if (kind === "listing") {
    const [listing] = await tx
      .select({ id: listings.id, slug: listings.slug, status: listings.status, userId: owners.userId })
      .from(listings)
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .where(eq(listings.id, subject as number))
      .for("update", { of: listings });
    authorId = listing!.userId;
    if (intent === "remove") {
      if (listing!.status !== "published") return { refused: "That listing is not published any more." };
      await tx
        .update(listings)
        .set({ status: "draft", reviewNote: reason, updatedAt: now })
        .where(eq(listings.id, listing!.id));
      changed.status = "draft";
      if (listing!.userId)
        await createNotification(tx, {
          userId: listing!.userId,
          type: "content_moderated",
          ...authorNotice("listing", reason),
          link: `/host/listings/${listing!.id}/review`,
        });
    } else if (intent === "dismiss") link = stayPath(listing!.slug);
  }
  const status = intent === "dismiss" ? "dismissed" : intent === "remove" ? "removed" : "suspended";
  const rows = await tx
    .update(contentReports)
    .set({ status, decidedAt: now, decidedBy: actor.id })
    .where(
      and(
        eq(contentReports.subjectKind, kind),
        eq(contentReports.subjectId, String(subject)),
        eq(contentReports.status, "open"),
      ),
    )
    .returning({ reporterId: contentReports.reporterId });
  return { reporterIds: rows.map((r) => r.reporterId), authorId, link, changed };
}

/** One report as a user's page lists it: of what kind, why, when, and how it ended. */
export interface UserReportLine {
  id: string;
  kind: ReportKind;
  reason: string;
  at: Date;
  status: string;
}

/**
 * The reports a user made, and those about them (their messages, reviews, listings and their page),
 * newest first, at most 50 of each, for the console's page about the user.
 */
export async function reportsOfUser(db: Database, userId: string) {
  const statusOfMessage = (resolution: string | null) => resolution ?? "open";
  const [msgBy, reviewBy, contentBy, msgAbout, stayAbout, guestAbout, contentAbout] = await Promise.all([
    db
      .select({
        id: messageReports.id,
        reason: messageReports.reason,
        at: messageReports.createdAt,
        resolution: messageReports.resolution,
      })
      .from(messageReports)
      .where(eq(messageReports.reporterId, userId)),
    db
      .select({
        id: reviewReports.id,
        reason: reviewReports.reason,
        at: reviewReports.createdAt,
        status: reviewReports.status,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, userId)),
    db
      .select({
        id: contentReports.id,
        kind: contentReports.subjectKind,
        reason: contentReports.reason,
        at: contentReports.createdAt,
        status: contentReports.status,
      })
      .from(contentReports)
      .where(eq(contentReports.reporterId, userId)),
    db
      .select({
        id: messageReports.id,
        reason: messageReports.reason,
        at: messageReports.createdAt,
        resolution: messageReports.resolution,
      })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .where(eq(messages.senderId, userId)),
    db
      .select({
        id: reviewReports.id,
        reason: reviewReports.reason,
        at: reviewReports.createdAt,
        status: reviewReports.status,
      })
      .from(reviewReports)
      .innerJoin(reviews, and(eq(reviewReports.reviewKind, "stay"), eq(reviews.id, reviewReports.reviewId)))
      .where(eq(reviews.authorId, userId)),
    db
      .select({
        id: reviewReports.id,
        reason: reviewReports.reason,
        at: reviewReports.createdAt,
        status: reviewReports.status,
      })
      .from(reviewReports)
      .innerJoin(
        guestReviews,
        and(eq(reviewReports.reviewKind, "guest"), eq(guestReviews.id, reviewReports.reviewId)),
      )
      .where(eq(guestReviews.authorId, userId)),
    db
      .select({
        id: contentReports.id,
        kind: contentReports.subjectKind,
        reason: contentReports.reason,
        at: contentReports.createdAt,
        status: contentReports.status,
      })
      .from(contentReports)
      .leftJoin(
        listings,
        and(
          eq(contentReports.subjectKind, "listing"),
          sql`${listings.id}::text = ${contentReports.subjectId}`,
        ),
      )
      .leftJoin(owners, eq(owners.id, listings.ownerId))
      .where(
        sql`(${contentReports.subjectKind} = 'user' and ${contentReports.subjectId} = ${userId}) or ${owners.userId} = ${userId}`,
      ),
  ]);
  // One list of lines per side, the newest first: a report's id is its kind and number.
  const linesOf = (
    messages: typeof msgBy,
    reviewed: typeof reviewBy,
    content: typeof contentBy,
  ): UserReportLine[] =>
    [
      ...messages.map((r) => ({
        id: `message:${r.id}`,
        kind: "message" as const,
        reason: r.reason,
        at: r.at,
        status: statusOfMessage(r.resolution),
      })),
      ...reviewed.map((r) => ({
        id: `review:${r.id}`,
        kind: "review" as const,
        reason: r.reason,
        at: r.at,
        status: r.status,
      })),
      ...content.map((r) => ({
        id: `${r.kind}:${r.id}`,
        kind: r.kind,
        reason: r.reason,
        at: r.at,
        status: r.status,
      })),
    ]
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, 50);
  return {
    filed: linesOf(msgBy, reviewBy, contentBy),
    against: linesOf(msgAbout, [...stayAbout, ...guestAbout], contentAbout),
  };
}
