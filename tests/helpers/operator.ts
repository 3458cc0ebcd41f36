import { count } from "drizzle-orm";
import { expect } from "vitest";
import { operatorAudit } from "../../db/schema/index.ts";
import * as confirm from "../../app/routes/operator/confirm.tsx";
import { grantOperator } from "../../app/modules/operator/roles.server.ts";
import { authCall, cookiesOf, createUser, type TestUser } from "./factories.ts";
import type { TestPlatform } from "./platform.ts";
import { call, formRequest } from "./requests.ts";
import { totp } from "./totp.ts";

export interface TestOperator extends TestUser {
  /** The authenticator app's secret (base32), for codes. */
  secret: string;
}

/**
 * A user with two-factor turned on (Better Auth's own endpoints, as the setup page calls them):
 * `cookie` is the session that turning it on gave (it replaces the one before).
 */
export async function withTwoFactor(t: TestPlatform, user: TestUser): Promise<TestOperator> {
  const enabled = await authCall(t, "/two-factor/enable", { password: user.password }, user.cookie);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  expect(enabled.status, totpURI).toBe(200);
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const verified = await authCall(t, "/two-factor/verify-totp", { code: totp(secret) }, user.cookie);
  expect(verified.status).toBe(200);
  const cookie = cookiesOf(verified);
  expect(cookie).toMatch(/pfr\.session_token=/);
  return { ...user, cookie, secret };
}

/** Types a code on the console's confirmation page (the answer: 302 to `next` when right). */
export const confirmConsole = (t: TestPlatform, operator: TestOperator, code = totp(operator.secret)) =>
  call(
    confirm.action,
    formRequest("/operator/confirm", { code, next: "/operator" }, { cookie: operator.cookie }),
    t.context(),
  );

/** An operator (the command's grant), with two-factor, whose session has opened the console just now. */
export async function createOperator(
  t: TestPlatform,
  over: Parameters<typeof createUser>[1] = {},
): Promise<TestOperator> {
  const user = await createUser(t, { firstName: "Opal", lastName: "Operator", ...over });
  expect((await grantOperator(t.platform.database.db, user.email)).ok).toBe(true);
  const operator = await withTwoFactor(t, user);
  expect((await confirmConsole(t, operator)).status).toBe(302);
  return operator;
}

/** How many rows the audit log holds (each operator action adds exactly one). */
export async function auditCount(t: TestPlatform) {
  const [row] = await t.platform.database.db.select({ n: count() }).from(operatorAudit);
  return Number(row!.n);
}
