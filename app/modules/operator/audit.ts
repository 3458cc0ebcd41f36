/**
 * The audit log's words: every operator action has a name "<object>.<verb>" and one row in
 * operator_audit (who, what, which object, before/after, when, why).
 */
export const AUDIT_ACTIONS = {
  "operator.granted": "Made an operator",
  "operator.removed": "No longer an operator",
  "user.suspended": "Suspended an account",
  "user.unsuspended": "Lifted a suspension",
  "user.exported": "Exported an account's data",
  "user.deleted": "Deleted an account",
  "listing.approved": "Approved a listing",
  "listing.rejected": "Sent a listing back",
  "listing.unpublished": "Unpublished a listing",
  "setting.changed": "Changed a setting",
  "report.dismissed": "Dismissed a report",
  "message.removed": "Removed a reported message",
  "review.hidden": "Hid a reported review",
  "booking.cancelled": "Cancelled a booking on the site's behalf",
  "claim.decided": "Decided a disputed pet damage claim",
  "booking.refund_retried": "Tried a refused refund again",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actor of an action taken on the command line rather than in the console. */
export const COMMAND_LINE_ACTOR = "command line";
/** The actor of a role given at start to an account STAFF_EMAILS names (deprecated). */
export const STAFF_SETTING_ACTOR = "STAFF_EMAILS setting";

/** How a reason is cleaned and bounded before it is stored (and shown to operators). */
export const REASON_MAX = 2000;

export function cleanReason(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(/\r\n?/g, "\n").trim();
  return text.length === 0 ? null : text.slice(0, REASON_MAX);
}

/** An action as the catalogue's select names it (operator.audit.action): "user.suspended" → "user_suspended". */
export const auditSelect = (action: string) => ({ action: action.replace(".", "_"), raw: action });

export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}
