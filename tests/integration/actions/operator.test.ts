import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, desc, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import * as audit from "../../../app/routes/operator/audit.tsx";
import * as confirm from "../../../app/routes/operator/confirm.tsx";
import * as home from "../../../app/routes/operator/home.tsx";
import {
  grantListedStaff,
  grantOperator,
  revokeOperator,
} from "../../../app/modules/operator/roles.server.ts";
import { openDatabase } from "../../../app/platform/db.server.ts";
import { parseStaffList } from "../../../app/shared/staff.ts";
import { operatorAudit, operatorConfirmations, operators, users } from "../../../db/schema/index.ts";
import { createUser, type TestUser } from "../../helpers/factories.ts";
import {
  auditCount,
  confirmConsole,
  createOperator,
  withTwoFactor,
  type TestOperator,
} from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Runs `npm run operator -- …` (scripts/operator.ts) as a person would, on Node itself. */
function operatorCommand(args: string[], env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    ["--import", "./scripts/compiled-messages.ts", "scripts/operator.ts", ...args],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "error", ...env },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/**
 * Every route and action of the console, as a non-operator would reach it: each must answer 404.
 * Later slices add their routes here.
 */
const consoleRequests = (cookie: string) =>
  [
    [home.loader, getRequest("/operator", { cookie })],
    [audit.loader, getRequest("/operator/audit", { cookie })],
    [confirm.loader, getRequest("/operator/confirm", { cookie })],
    [confirm.action, formRequest("/operator/confirm", { code: "123456", next: "/operator" }, { cookie })],
  ] as const;

describeWithPlatform("the operator console: the role, two-factor and the audit log", (t) => {
  let traveller: TestUser;
  let operator: TestOperator;
  const db = () => t().platform.database.db;

  beforeAll(async () => {
    traveller = await createUser(t(), { firstName: "Tess", lastName: "Traveller" });
    operator = await createOperator(t());
  });

  it("answers 404 to anyone without the role, visitors included, on every route and action", async () => {
    for (const cookie of [traveller.cookie, ""]) {
      for (const [fn, request] of consoleRequests(cookie)) {
        const answer = await call(fn, request, t().context());
        expect(answer.status, `${request.method} ${request.url}`).toBe(404);
        expect(answer.headers.get("cache-control")).toBe("no-store");
      }
    }
    // The operator gets the pages, never stored and never indexed.
    const page = await call(home.loader, getRequest("/operator", { cookie: operator.cookie }), t().context());
    expect(page.status).toBe(200);
    expect(home.headers()).toMatchObject({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    });
  });

  it("the role comes and goes by the command's functions, one audit row each, nothing for no change", async () => {
    const person = await createUser(t(), { firstName: "Rolf" });
    const before = await auditCount(t());
    expect(await grantOperator(db(), person.email.toUpperCase())).toMatchObject({
      ok: true,
      value: { changed: true },
    });
    expect(await auditCount(t())).toBe(before + 1);
    expect(await grantOperator(db(), person.email)).toMatchObject({ ok: true, value: { changed: false } });
    expect(await auditCount(t())).toBe(before + 1);
    const [granted] = await db().select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(granted).toMatchObject({
      actorId: null,
      actorEmail: "command line",
      action: "operator.granted",
      objectType: "user",
      objectId: person.id,
      before: { operator: false },
      after: { operator: true },
    });
    expect(await revokeOperator(db(), person.email)).toMatchObject({ ok: true, value: { changed: true } });
    expect(await auditCount(t())).toBe(before + 2);
    expect(await revokeOperator(db(), person.email)).toMatchObject({ ok: true, value: { changed: false } });
    expect(await auditCount(t())).toBe(before + 2);
    // No such account: nothing changes.
    expect(await grantOperator(db(), "nobody-here@example.com")).toMatchObject({ ok: false, status: 404 });
    expect(await auditCount(t())).toBe(before + 2);
  });

  it("the audit log is append-only: no update, no delete, whoever asks", async () => {
    await expect(db().execute(sql`update operator_audit set reason = 'edited'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from operator_audit`)).rejects.toThrow();
    await expect(db().execute(sql`truncate operator_audit`)).rejects.toThrow();
    expect(await auditCount(t())).toBeGreaterThan(0);
  });

  it("operators read the log, newest first", async () => {
    const page = await call(
      audit.loader,
      getRequest("/operator/audit", { cookie: operator.cookie }),
      t().context(),
    );
    expect(page.status).toBe(200);
    const { rows } = page.data as { rows: { action: string; object: string; actor: string }[] };
    expect(rows[0]!.action).toMatch(/^operator\./);
    expect(rows.some((row) => row.object === `user ${operator.id}` && row.actor === "command line")).toBe(
      true,
    );
  });

  it("an operator without two-factor is sent to turn it on; with it, to type a code before anything", async () => {
    const person = await createUser(t(), { firstName: "Nova" });
    await grantOperator(db(), person.email);
    const first = await call(
      audit.loader,
      getRequest("/operator/audit", { cookie: person.cookie }),
      t().context(),
    );
    expect(first.status).toBe(302);
    expect(first.location).toBe("/operator/confirm?next=%2Foperator%2Faudit");
    const asked = await call(
      confirm.loader,
      getRequest(first.location!, { cookie: person.cookie }),
      t().context(),
    );
    expect(asked.data).toMatchObject({ twoFactor: false, next: "/operator/audit" });
    // Even a right code does not open the console without two-factor on the account.
    expect((await confirmConsole(t(), { ...person, secret: "" }, "123456")).status).toBe(400);

    const withCode = await withTwoFactor(t(), person);
    const stillAsked = await call(
      audit.loader,
      getRequest("/operator/audit", { cookie: withCode.cookie }),
      t().context(),
    );
    expect(stillAsked.status).toBe(302);
    expect(stillAsked.location).toMatch(/^\/operator\/confirm\?next=/);
    const wrong = await confirmConsole(t(), withCode, "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ error: expect.stringMatching(/not right/) });
    const junk = await confirmConsole(t(), withCode, "12ab56");
    expect(junk.status).toBe(400);
    const right = await call(
      confirm.action,
      formRequest(
        "/operator/confirm",
        {
          code: (await import("../../helpers/totp.ts")).totp(withCode.secret),
          next: "https://evil.example/",
        },
        { cookie: withCode.cookie },
      ),
      t().context(),
    );
    expect(right.status).toBe(302);
    expect(right.location).toBe("/operator");
    const open = await call(
      audit.loader,
      getRequest("/operator/audit", { cookie: withCode.cookie }),
      t().context(),
    );
    expect(open.status).toBe(200);
    // Confirming is sign-in, not an action on anything: no audit row.
    const [confirmed] = await db()
      .select()
      .from(operatorConfirmations)
      .where(eq(operatorConfirmations.userId, person.id));
    expect(confirmed).toBeTruthy();
    // Losing the role closes the console at once, whatever the session proved.
    await revokeOperator(db(), person.email);
    expect(
      (await call(audit.loader, getRequest("/operator/audit", { cookie: withCode.cookie }), t().context()))
        .status,
    ).toBe(404);
    expect(
      await db().select().from(operatorConfirmations).where(eq(operatorConfirmations.userId, person.id)),
    ).toEqual([]);
  });

  it("home counts new users, listings awaiting review, open reports and requests about to expire, each linking to its queue", async () => {
    const page = await call(home.loader, getRequest("/operator", { cookie: operator.cookie }), t().context());
    const { counts } = page.data as { counts: { key: string; value: number; to: string }[] };
    expect(counts.map((c) => c.key)).toEqual([
      "new-users",
      "listings-in-review",
      "open-reports",
      "expiring-requests",
      // Money (decision 3550): each opens its queue.
      "failed-payments",
      "failed-payouts",
      "disputes",
    ]);
    const [made] = await db()
      .select({ n: count() })
      .from(users)
      .where(sql`${users.createdAt} > now() - interval '7 days'`);
    expect(counts[0]!.value).toBe(Number(made!.n));
    for (const c of counts) expect(c.to).toMatch(/^\/(operator|staff)\//);
    expect(counts.find((c) => c.key === "expiring-requests")!.to).toBe("/operator/bookings?status=expiring");
  });

  it("STAFF_EMAILS (deprecated) grants the role at start to the confirmed accounts it names, one row each", async () => {
    const listed = await createUser(t(), { email: `lead-${Date.now()}@crew.example` });
    const before = await auditCount(t());
    expect(await grantListedStaff(db(), parseStaffList("@crew.example")!)).toEqual([listed.email]);
    expect(await grantListedStaff(db(), parseStaffList("@crew.example")!)).toEqual([]);
    expect(await auditCount(t())).toBe(before + 1);
    const [row] = await db().select().from(operators).where(eq(operators.userId, listed.id));
    expect(row).toBeTruthy();
  });

  it("npm run operator adds and removes on the database it is given", async () => {
    if (t().kind === "postgres") {
      const url = t().platform.env.DATABASE_URL!;
      const person = await createUser(t(), { firstName: "Cli" });
      const added = operatorCommand(["add", person.email], { DATABASE_URL: url });
      expect(added.err).toBe("");
      expect(added.code).toBe(0);
      expect(added.out).toMatch(/is now an operator/);
      expect(operatorCommand(["list"], { DATABASE_URL: url }).out).toContain(person.email);
      expect(operatorCommand(["remove", person.email], { DATABASE_URL: url }).out).toMatch(
        /no longer an operator/,
      );
      expect(await db().select().from(operators).where(eq(operators.userId, person.id))).toEqual([]);
      return;
    }
    // PGlite: a data folder of its own (the site on it stopped), as on a fresh machine.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pfr-operator-cli-"));
    try {
      const missing = operatorCommand(["add", "first@example.com"], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.err).toMatch(/No account uses first@example.com/);
      const handle = await openDatabase({ dataDir });
      await handle.db
        .insert(users)
        .values({ id: "cli-user", name: "First", email: "first@example.com", emailVerified: true });
      await handle.close();
      const added = operatorCommand(["add", "first@example.com"], { DATA_DIR: dataDir });
      expect(added.code).toBe(0);
      expect(added.out).toMatch(/first@example.com is now an operator/);
      expect(operatorCommand(["wave", "first@example.com"], { DATA_DIR: dataDir }).code).toBe(2);
      const reopened = await openDatabase({ dataDir });
      const rows = await reopened.db.select().from(operatorAudit);
      await reopened.close();
      expect(rows.map((r) => r.action)).toEqual(["operator.granted"]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  itRefusesHostileForms(t, {
    name: "routes/operator/confirm.tsx",
    action: confirm.action,
    path: "/operator/confirm",
    fields: { code: "123456", next: "/operator" },
    cookie: () => operator.cookie,
  });
});
