import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as user from "../../../app/routes/operator/user.tsx";
import * as userExport from "../../../app/routes/operator/user-export.ts";
import * as users from "../../../app/routes/operator/users.tsx";
import * as profile from "../../../app/routes/user/profile.tsx";
import {
  listings,
  operatorConfirmations,
  owners,
  sessions,
  users as usersTable,
} from "../../../db/schema/index.ts";
import { addListing, authCall, createUser, TEST_PASSWORD, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("the operator console: users", (t) => {
  let operator: TestOperator;
  let traveller: TestUser;
  let host: TestUser;
  let listingId = 0;
  const db = () => t().platform.database.db;
  const act = (id: string, fields: Fields, cookie = operator.cookie) =>
    call(user.action, formRequest(`/operator/users/${id}`, fields, { cookie }), t().context(), { id });
  const exportOf = (id: string, cookie = operator.cookie) =>
    call(userExport.action, formRequest(`/operator/users/${id}/export`, {}, { cookie }), t().context(), {
      id,
    });

  beforeAll(async () => {
    operator = await createOperator(t());
    traveller = await createUser(t(), { firstName: "Tess", lastName: "Traveller" });
    host = await createUser(t(), { firstName: "Hugo", lastName: "Hostley" });
    const [owner] = await db().insert(owners).values({ name: "Hugo", userId: host.id }).returning();
    listingId = await addListing(db(), { slug: `suspend-me-${Date.now()}`, ownerId: owner!.id });
  });

  it("answers 404 to anyone without the role on every users route and action", async () => {
    for (const cookie of [traveller.cookie, ""]) {
      const answers = [
        await call(users.loader, getRequest("/operator/users?q=a", { cookie }), t().context()),
        await call(user.loader, getRequest(`/operator/users/${host.id}`, { cookie }), t().context(), {
          id: host.id,
        }),
        await act(host.id, { intent: "suspend", reason: "x" }, cookie),
        await exportOf(host.id, cookie),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    }
    const [row] = await db().select().from(usersTable).where(eq(usersTable.id, host.id));
    expect(row).toBeTruthy();
  });

  it("finds users by part of the email, the name or the whole id", async () => {
    const find = async (q: string) =>
      (
        (
          await call(
            users.loader,
            getRequest(`/operator/users?q=${encodeURIComponent(q)}`, { cookie: operator.cookie }),
            t().context(),
          )
        ).data as { users: { id: string }[] }
      ).users.map((u) => u.id);
    expect(await find(host.email.split("@")[0]!.toUpperCase())).toEqual([host.id]);
    expect(await find("hostley")).toContain(host.id);
    expect(await find(host.id)).toEqual([host.id]);
    expect(await find("%")).not.toContain(host.id);
    const recent = await call(
      users.loader,
      getRequest("/operator/users?new=1", { cookie: operator.cookie }),
      t().context(),
    );
    expect((recent.data as { users: { id: string }[] }).users.map((u) => u.id)).toContain(traveller.id);
    const page = await call(
      user.loader,
      getRequest(`/operator/users/${host.id}`, { cookie: operator.cookie }),
      t().context(),
      {
        id: host.id,
      },
    );
    expect(page.data).toMatchObject({
      user: { id: host.id, email: host.email },
      listings: [{ id: listingId }],
    });
    const missing = await call(
      user.loader,
      getRequest("/operator/users/nobody", { cookie: operator.cookie }),
      t().context(),
      {
        id: "nobody",
      },
    );
    expect(missing.status).toBe(404);
  });

  it("account actions need a code typed in the last ten minutes, and a reason; neither writes a row", async () => {
    const before = await auditCount(t());
    expect((await act(host.id, { intent: "suspend", reason: "  " })).status).toBe(400);
    expect((await act(host.id, { intent: "explode", reason: "why" })).status).toBe(400);
    await db()
      .update(operatorConfirmations)
      .set({ confirmedAt: sql`now() - interval '11 minutes'` })
      .where(eq(operatorConfirmations.userId, operator.id));
    const stale = await act(host.id, { intent: "suspend", reason: "Spam" });
    expect(stale.status).toBe(302);
    expect(stale.location).toBe(
      `/operator/confirm?next=${encodeURIComponent(`/operator/users/${host.id}`)}&recent=1`,
    );
    expect((await exportOf(host.id)).status).toBe(302);
    expect(await auditCount(t())).toBe(before);
    await db()
      .update(operatorConfirmations)
      .set({ confirmedAt: sql`now()` })
      .where(eq(operatorConfirmations.userId, operator.id));
  });

  it("suspending ends every session, keeps them out and hides their listings; lifting undoes it; one row each", async () => {
    const otherDevice = await authCall(t(), "/sign-in/email", { email: host.email, password: TEST_PASSWORD });
    expect(otherDevice.status).toBe(200);
    let before = await auditCount(t());
    const suspended = await act(host.id, {
      intent: "suspend",
      reason: "Asked guests to pay outside the site",
    });
    expect(suspended.status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect(await db().select().from(sessions).where(eq(sessions.userId, host.id))).toEqual([]);
    const signedOut = await call(
      profile.loader,
      getRequest("/user/profile", { cookie: host.cookie }),
      t().context(),
    );
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toMatch(/^\/sign-in/);
    const refused = await authCall(t(), "/sign-in/email", { email: host.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/suspended/);
    const [hidden] = await db().select().from(listings).where(eq(listings.id, listingId));
    expect(hidden!.status).toBe("snoozed");
    // Twice: nothing more happens, nothing more is written.
    expect((await act(host.id, { intent: "suspend", reason: "again" })).status).toBe(409);
    // Not one's own account, nor an operator's.
    expect((await act(operator.id, { intent: "suspend", reason: "me" })).status).toBe(400);
    expect(await auditCount(t())).toBe(before + 1);

    before = await auditCount(t());
    expect((await act(host.id, { intent: "lift", reason: "" })).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    const [shown] = await db().select().from(listings).where(eq(listings.id, listingId));
    expect(shown!.status).toBe("published");
    expect(
      (await authCall(t(), "/sign-in/email", { email: host.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect((await act(host.id, { intent: "lift", reason: "" })).status).toBe(409);
    expect(await auditCount(t())).toBe(before + 1);
  });

  it("exports a user's data as JSON, without secrets; one row", async () => {
    const before = await auditCount(t());
    const answer = await exportOf(host.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/attachment; filename="user-/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const document = answer.data as { account: { email: string }; listings: { id: number }[] };
    expect(document.account.email).toBe(host.email);
    expect(document.listings.map((l) => l.id)).toEqual([listingId]);
    expect(JSON.stringify(document)).not.toMatch(/password|session_token|secret/i);
    expect(await auditCount(t())).toBe(before + 1);
    expect((await exportOf("nobody")).status).toBe(404);
    expect(await auditCount(t())).toBe(before + 1);
  });

  it("deletes an account under the self-deletion rules; one row; never an operator's", async () => {
    const leaving = await createUser(t(), { firstName: "Lea" });
    const before = await auditCount(t());
    expect((await act(operator.id, { intent: "delete", reason: "me" })).status).toBe(400);
    expect((await act(leaving.id, { intent: "delete", reason: "Asked us to by email" })).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    expect(await db().select().from(usersTable).where(eq(usersTable.id, leaving.id))).toEqual([]);
    expect(
      t()
        .mail(leaving.email)
        .some((m) => /deleted/i.test(m.subject)),
    ).toBe(true);
    expect((await act(leaving.id, { intent: "delete", reason: "again" })).status).toBe(404);
    expect(await auditCount(t())).toBe(before + 1);
  });

  itRefusesHostileForms(t, {
    name: "routes/operator/user.tsx",
    action: user.action,
    path: "/operator/users/someone",
    fields: { intent: "suspend", reason: "Spam" },
    cookie: () => operator.cookie,
    params: () => ({ id: "someone" }),
  });
  itRefusesHostileForms(t, {
    name: "routes/operator/user-export.ts",
    action: userExport.action,
    path: "/operator/users/someone/export",
    fields: { confirm: "1" },
    cookie: () => operator.cookie,
    params: () => ({ id: "someone" }),
  });
});
