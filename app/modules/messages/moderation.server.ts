/**
 * What an operator's decision about a reported message tells people (BRAND.md: warm, plain, short):
 * the decision itself is the console's one reports queue (app/modules/operator/reports.server.ts,
 * decision 3610).
 */
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
