import type { Voice } from "../../i18n/voice.ts";

/**
 * What an operator's decision about a reported message tells people (BRAND.md: warm, plain, short),
 * in each recipient's language (decision 3855): the decision itself is the console's one reports
 * queue (app/modules/operator/reports.server.ts, decision 3610).
 */
const reportSaid = (v: Voice, key: string) => v.notice(`report.${key}`);

export const DECISION_NOTICES = {
  removed: {
    title: (v: Voice) => reportSaid(v, "messageRemovedTitle"),
    body: (v: Voice) => reportSaid(v, "messageRemovedBody"),
  },
  reportRemoved: {
    title: (v: Voice) => reportSaid(v, "reviewedTitle"),
    body: (v: Voice) => reportSaid(v, "message.hide"),
  },
  reportDismissed: {
    title: (v: Voice) => reportSaid(v, "reviewedTitle"),
    body: (v: Voice) => reportSaid(v, "message.dismiss"),
  },
} as const;
