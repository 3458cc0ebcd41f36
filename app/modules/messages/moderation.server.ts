import type { Voice } from "../../i18n/voice.ts";

/**
 * What an operator's decision about a reported message tells people (BRAND.md: warm, plain, short),
 * in each recipient's language (decision 3855): the decision itself is the console's one reports
 * queue (app/modules/operator/reports.server.ts, decision 3610).
 */
export const DECISION_NOTICES = {
  removed: {
    title: (v: Voice) => v.notice("report.messageRemovedTitle"),
    body: (v: Voice) => v.notice("report.messageRemovedBody"),
  },
  reportRemoved: {
    title: (v: Voice) => v.notice("report.reviewedTitle"),
    body: (v: Voice) => v.notice("report.message.hide"),
  },
  reportDismissed: {
    title: (v: Voice) => v.notice("report.reviewedTitle"),
    body: (v: Voice) => v.notice("report.message.dismiss"),
  },
} as const;
