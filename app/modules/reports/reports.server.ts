import { and, eq } from "drizzle-orm";
import {
  contentReports,
  listings,
  owners,
  type ContentReportKind,
  type ContentReportReason,
} from "../../../db/schema/index.ts";
import { pgErrorCode, type Database } from "../../platform/db.server.ts";
import { takeQuota } from "../../platform/quotas.server.ts";
import { isSlug } from "../../shared/ids.ts";
import { failure, success, type Outcome } from "../../shared/outcome.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { personOfHandle, travellerPath } from "../profiles/public-handle.server.ts";
import { stayPath } from "../stays/stays.ts";
import { ALREADY_REPORTED, NOTHING_TO_REPORT, OWN_SUBJECT } from "./reports.ts";

/** What the report page shows of its subject, and where the reporter goes back to. */
export interface ReportSubject {
  kind: ContentReportKind;
  /** The stored subject id (a listing's id, an account's id): never sent to the page for a person. */
  subjectId: string;
  name: string;
  back: string;
}

/**
 * What a user may report: a published listing that is not theirs (by its slug), or a person's public
 * page that is not their own (by its handle). Anything else answers 404, one's own 403.
 */
export async function subjectToReport(
  db: Database,
  kind: ContentReportKind,
  ref: string,
  userId: string,
): Promise<Outcome<ReportSubject>> {
  if (kind === "listing") {
    // By its slug, as the stay page names it (a listing's id is not public).
    if (!isSlug(ref, 200)) return failure(404, NOTHING_TO_REPORT);
    const [row] = await db
      .select({ id: listings.id, slug: listings.slug, title: listings.title, ownerUserId: owners.userId })
      .from(listings)
      .innerJoin(owners, eq(owners.id, listings.ownerId))
      .where(and(eq(listings.slug, ref), eq(listings.status, "published")));
    if (!row) return failure(404, NOTHING_TO_REPORT);
    if (row.ownerUserId === userId) return failure(403, OWN_SUBJECT.listing);
    return success({ kind, subjectId: String(row.id), name: row.title, back: stayPath(row.slug) });
  }
  const person = await personOfHandle(db, ref);
  if (!person) return failure(404, NOTHING_TO_REPORT);
  if (person.userId === userId) return failure(403, OWN_SUBJECT.user);
  return success({ kind, subjectId: person.userId, name: person.firstName, back: travellerPath(ref) });
}

/**
 * Files a report, once per reporter and subject, within the reporting quota (a refused report
 * counts nowhere: the subject is checked first, the quota taken last before the row).
 */
export async function reportContent(
  db: Database,
  input: {
    kind: ContentReportKind;
    ref: string;
    userId: string;
    reason: ContentReportReason;
    details: string;
    now?: Date;
  },
): Promise<Outcome<ReportSubject>> {
  const subject = await subjectToReport(db, input.kind, input.ref, input.userId);
  if (!subject.ok) return subject;
  const [already] = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.subjectKind, input.kind),
        eq(contentReports.subjectId, subject.value.subjectId),
        eq(contentReports.reporterId, input.userId),
      ),
    );
  if (already) return failure(409, ALREADY_REPORTED);
  const quota = await takeQuota(db, QUOTAS.reports, input.userId, { now: input.now });
  if (!quota.ok) return failure(429, quotaMessage("reports", QUOTAS.reports, quota.retryAfterMs));
  try {
    await db.insert(contentReports).values({
      subjectKind: input.kind,
      subjectId: subject.value.subjectId,
      reporterId: input.userId,
      reason: input.reason,
      details: input.details,
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") return failure(409, ALREADY_REPORTED);
    throw error;
  }
  return subject;
}
