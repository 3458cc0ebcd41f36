/** Where an operator proves the second factor (and is sent to turn it on first). */
export const CONFIRM_PATH = "/operator/confirm";

/** How long a code typed in the console opens it for this session. */
export const CONSOLE_CONFIRMATION_MS = 12 * 60 * 60 * 1000;
/** How recent the code must be for account actions (suspend, delete, export). */
export const RECENT_CONFIRMATION_MS = 10 * 60 * 1000;

export type ConfirmationState =
  /** Two-factor is off: the operator must turn it on before anything else. */
  | "no-two-factor"
  /** No code typed in this session, or too long ago: the console asks for one. */
  | "unconfirmed"
  /** The console is open; account actions ask for a fresh code. */
  | "console"
  /** A code typed in the last few minutes: account actions may go ahead. */
  | "recent";

export function confirmationState(
  user: { twoFactorEnabled: boolean; confirmedAt: Date | null },
  now: Date,
): ConfirmationState {
  if (!user.twoFactorEnabled) return "no-two-factor";
  if (!user.confirmedAt) return "unconfirmed";
  const age = now.getTime() - user.confirmedAt.getTime();
  if (age < 0 || age > CONSOLE_CONFIRMATION_MS) return "unconfirmed";
  return age <= RECENT_CONFIRMATION_MS ? "recent" : "console";
}

/** Only a page of the console may be the way back after confirming. */
export function consoleNext(value: unknown): string {
  if (typeof value !== "string" || !/^\/operator(?:[/?]|$)/.test(value) || value.length > 500)
    return "/operator";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\\\u0000-\u001f\u007f]|\/\//.test(value) || value.startsWith(CONFIRM_PATH)) return "/operator";
  return value;
}
