import { eq } from "drizzle-orm";
import {
  createContext,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
} from "react-router";
import { operatorConfirmations } from "../../../db/schema/index.ts";
import { platformOf } from "../../platform/context.ts";
import type { Database } from "../../platform/db.server.ts";
import { redirectWithToast } from "../../platform/flash.server.ts";
import { refusal } from "../../platform/refusal.server.ts";
import { documentPath } from "../../shared/redirects.ts";
import { getSessionUser, type SessionUser } from "../accounts/guards.server.ts";
import { isOperator } from "../accounts/operator-role.server.ts";
import { CONFIRM_PATH, confirmationState } from "./guard.ts";

/** Operator pages are never stored by a browser or proxy, and never indexed. */
export const OPERATOR_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

const NOT_FOUND = "We couldn't find that page.";

/** What anyone who is not an operator gets from every operator route and action. */
export function notFound(): never {
  throw data(NOT_FOUND, { status: 404, headers: OPERATOR_HEADERS });
}

export interface OperatorUser extends SessionUser {
  /** When this session last proved the second factor in the console (null: never). */
  confirmedAt: Date | null;
}

const operatorContext = createContext<OperatorUser>();

async function confirmedAtOf(db: Database, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: operatorConfirmations.confirmedAt })
    .from(operatorConfirmations)
    .where(eq(operatorConfirmations.sessionId, sessionId));
  return row?.at ?? null;
}

/**
 * The middleware of every /operator route: anyone without the role (visitors included) is answered
 * 404 before any loader or action runs. An operator without two-factor is sent to turn it on; one
 * whose session has not proved the second factor in the console lately is asked for a code first
 * (the confirmation page itself is the one way through).
 */
export const operatorArea: MiddlewareFunction<Response> = async ({ request, context }) => {
  const platform = platformOf(context);
  const user = await getSessionUser(platform, request);
  // Thrown by a middleware, so the refusal carries the page's language (no loader runs after it).
  if (!user || !(await isOperator(platform.database.db, user.id)))
    throw refusal(request, 404, NOT_FOUND, OPERATOR_HEADERS);
  const confirmedAt = await confirmedAtOf(platform.database.db, user.sessionId);
  context.set(operatorContext, { ...user, confirmedAt });
  const path = documentPath(request);
  if (path === CONFIRM_PATH || path.startsWith(`${CONFIRM_PATH}?`)) return;
  const state = confirmationState({ twoFactorEnabled: user.twoFactorEnabled, confirmedAt }, new Date());
  if (state === "console" || state === "recent") return;
  throw redirect(`${CONFIRM_PATH}?next=${encodeURIComponent(path)}`, { headers: OPERATOR_HEADERS });
};

/** The operator of a request under `operatorArea`. */
export function operatorOf(context: Readonly<RouterContextProvider>): OperatorUser {
  return context.get(operatorContext);
}

/**
 * Account actions (suspend, delete, export…) need the second factor proved in the last few
 * minutes: otherwise the operator is sent to confirm, and comes back to the page to press again.
 */
export async function requireRecentConfirmation(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<OperatorUser> {
  const operator = operatorOf(context);
  if (confirmationState(operator, new Date()) === "recent") return operator;
  const back = documentPath(request);
  throw await redirectWithToast(
    platformOf(context),
    `${CONFIRM_PATH}?next=${encodeURIComponent(back)}&recent=1`,
    { type: "info", message: "Type a code from your authenticator app first, then press again." },
    { headers: OPERATOR_HEADERS },
  );
}

/** Records that this session proved the second factor just now. */
export async function recordConfirmation(db: Database, user: SessionUser) {
  const now = new Date();
  await db
    .insert(operatorConfirmations)
    .values({ sessionId: user.sessionId, userId: user.id, confirmedAt: now })
    .onConflictDoUpdate({ target: operatorConfirmations.sessionId, set: { confirmedAt: now } });
}
