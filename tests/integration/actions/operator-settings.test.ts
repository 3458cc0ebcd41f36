import { beforeAll, expect, it, vi } from "vitest";
import { paymentsContextFor } from "../../../app/modules/payments/processors.server.ts";
import * as settings from "../../../app/routes/operator/settings.tsx";
import * as contact from "../../../app/routes/content/contact-us.tsx";
import { writeSetting } from "../../../app/platform/site-settings.server.ts";
import { createUser, type TestUser } from "../../helpers/factories.ts";
import { auditCount, createOperator, type TestOperator } from "../../helpers/operator.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formRequest, getRequest, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms } from "./hostile.ts";

vi.setConfig({ testTimeout: 60_000 });

type View = {
  settings: {
    commission: { percent: number; fromEnv: boolean };
    paymentMode: { mode: string };
    contact: { email: string; fromEnv: boolean };
  };
};

describeWithPlatform("the operator console: commission, payment mode and contact address", (t) => {
  let operator: TestOperator;
  let traveller: TestUser;
  const page = async (cookie = operator.cookie) =>
    call(settings.loader, getRequest("/operator/settings", { cookie }), t().context());
  const save = (fields: Fields, cookie = operator.cookie) =>
    call(settings.action, formRequest("/operator/settings", fields, { cookie }), t().context());

  beforeAll(async () => {
    operator = await createOperator(t());
    traveller = await createUser(t(), { firstName: "Tara" });
  });

  it("answers 404 to anyone without the role, for every setting", async () => {
    for (const cookie of [traveller.cookie, ""]) {
      const answers = [
        await page(cookie),
        await save({ setting: "commission", commissionPercent: "10" }, cookie),
        await save({ setting: "contact", contactEmail: "a@b.example" }, cookie),
      ];
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    }
  });

  it("edits the commission when the environment does not set it: one row; bookings use it", async () => {
    const shown = (await page()).data as View;
    expect(shown.settings.commission).toEqual({ percent: 0, fromEnv: false });
    expect(shown.settings.paymentMode.mode).toBe("demo");
    const before = await auditCount(t());
    const bad = await save({ setting: "commission", commissionPercent: "60" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ setting: "commission", value: "60" });
    expect((await save({ setting: "commission", commissionPercent: "12,5", reason: "Launch" })).status).toBe(
      302,
    );
    expect(await auditCount(t())).toBe(before + 1);
    expect((await save({ setting: "commission", commissionPercent: "12.5" })).status).toBe(302); // unchanged
    expect(await auditCount(t())).toBe(before + 1);
    expect(((await page()).data as View).settings.commission.percent).toBe(12.5);
    const context = await paymentsContextFor(t().platform.env, t().platform.database.db);
    expect(context!.commissionPercent).toBe(12.5);
  });

  it("edits the contact address the contact page shows: one row", async () => {
    const before = await auditCount(t());
    const bad = await save({ setting: "contact", contactEmail: "not an address" });
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ value: "not an address" });
    expect((await save({ setting: "contact", contactEmail: "Help@Rentals.example" })).status).toBe(302);
    expect(await auditCount(t())).toBe(before + 1);
    const shown = await call(contact.loader, getRequest("/contact-us"), t().context());
    expect(shown.data).toMatchObject({ contactEmail: "help@rentals.example" });
  });

  it("refuses an unknown setting", async () => {
    expect((await save({ setting: "paymentMode", value: "stripe" })).status).toBe(400);
  });

  itRefusesHostileForms(t, {
    name: "routes/operator/settings.tsx (commission)",
    action: settings.action,
    path: "/operator/settings",
    fields: { setting: "commission", commissionPercent: "10" },
    cookie: () => operator.cookie,
  });
});

describeWithPlatform(
  "the operator console: settings the environment gives",
  (t) => {
    let operator: TestOperator;
    beforeAll(async () => {
      operator = await createOperator(t());
    });

    it("shows them read-only, refuses to change them, and the environment wins over a stored value", async () => {
      const shown = (
        await call(
          settings.loader,
          getRequest("/operator/settings", { cookie: operator.cookie }),
          t().context(),
        )
      ).data as View;
      expect(shown.settings.commission).toEqual({ percent: 7.5, fromEnv: true });
      expect(shown.settings.contact).toEqual({ email: "desk@site.example", fromEnv: true });
      const before = await auditCount(t());
      const tries: Fields[] = [
        { setting: "commission", commissionPercent: "10" },
        { setting: "contact", contactEmail: "other@site.example" },
      ];
      for (const fields of tries)
        expect(
          (
            await call(
              settings.action,
              formRequest("/operator/settings", fields, { cookie: operator.cookie }),
              t().context(),
            )
          ).status,
        ).toBe(409);
      expect(await auditCount(t())).toBe(before);
      await writeSetting(t().platform.database.db, "commissionPercent", 30);
      const context = await paymentsContextFor(t().platform.env, t().platform.database.db);
      expect(context!.commissionPercent).toBe(7.5);
    });
  },
  { COMMISSION_PERCENT: "7.5", CONTACT_EMAIL: "desk@site.example" },
);
