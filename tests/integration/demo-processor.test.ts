import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDemoProcessor, DEMO_HOLD_DAYS } from "../../app/modules/payments/demo-processor.server.ts";
import type { PaymentProcessor } from "../../app/modules/payments/processor.ts";
import { demoPayments } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../helpers/database.ts";

const PAYS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const NO_FUNDS = "4000000000009995";
const ASKS = "4000002760003184";
const usd = (cents: number) => ({ cents, currency: "USD" });
let n = 0;
const key = (step: string) => `test:${n++}:${step}`;
const ok = (answer: Awaited<ReturnType<PaymentProcessor["charge"]>>) => {
  if (!answer.ok) throw new Error(`refused: ${answer.message}`);
  return answer.ref;
};

describeEachDatabase("the demo processor", (database) => {
  let clock = new Date("2027-01-10T12:00:00Z");
  const demo = () => createDemoProcessor(database().db, { now: () => clock });
  const rowOf = async (id: string) =>
    (await database().db.select().from(demoPayments).where(eq(demoPayments.id, id)))[0]!;

  it("answers each test card as a card network would", async () => {
    const source = (paymentMethod: string, authenticated = false) => ({
      customer: "cus-1",
      paymentMethod,
      authenticated,
    });
    const p = demo();
    expect(await p.charge({ key: key("c"), amount: usd(10_000), source: source(PAYS) })).toMatchObject({
      ok: true,
    });
    expect(await p.charge({ key: key("c"), amount: usd(10_000), source: source(DECLINED) })).toEqual({
      ok: false,
      code: "declined",
      message: "Your card was declined. Try another card.",
    });
    expect(await p.charge({ key: key("c"), amount: usd(10_000), source: source(NO_FUNDS) })).toMatchObject({
      ok: false,
      code: "insufficient_funds",
    });
    expect(await p.charge({ key: key("c"), amount: usd(10_000), source: source(ASKS) })).toMatchObject({
      ok: false,
      code: "authentication_required",
    });
    expect(await p.charge({ key: key("c"), amount: usd(10_000), source: source(ASKS, true) })).toMatchObject({
      ok: true,
    });
    // A real card's number is never taken.
    expect(
      await p.charge({ key: key("c"), amount: usd(10_000), source: source("4111111111111111") }),
    ).toMatchObject({
      ok: false,
      code: "declined",
    });
  });

  it("makes a call once per key, however many times and however concurrently it is repeated", async () => {
    const p = demo();
    const k = key("charge");
    const refs = await Promise.all(
      Array.from({ length: 10 }, () =>
        p.charge({ key: k, amount: usd(25_000), source: { customer: "c", paymentMethod: PAYS } }),
      ),
    );
    expect(new Set(refs.map(ok)).size).toBe(1);
    const rows = await database().db.select().from(demoPayments).where(eq(demoPayments.idempotencyKey, k));
    expect(rows).toHaveLength(1);
    // The same key for another amount is a caller's bug, not a second charge.
    await expect(
      p.charge({ key: k, amount: usd(1), source: { customer: "c", paymentMethod: PAYS } }),
    ).rejects.toThrow(/idempotency key/);
    // A refusal is not remembered: the step may be tried again with another card.
    const retry = key("charge");
    expect(
      (await p.charge({ key: retry, amount: usd(100), source: { customer: "c", paymentMethod: DECLINED } }))
        .ok,
    ).toBe(false);
    expect(
      (await p.charge({ key: retry, amount: usd(100), source: { customer: "c", paymentMethod: PAYS } })).ok,
    ).toBe(true);
  });

  it("holds, then captures at most what it held; a captured or released hold stays as it is", async () => {
    const p = demo();
    const hold = ok(
      await p.hold({ key: key("hold"), amount: usd(30_000), source: { customer: "c", paymentMethod: PAYS } }),
    );
    expect(await rowOf(hold)).toMatchObject({ status: "authorised", amountCents: 30_000 });
    expect(await p.capture({ key: key("cap"), holdRef: hold, amount: usd(30_001) })).toMatchObject({
      ok: false,
    });
    expect(ok(await p.capture({ key: key("cap"), holdRef: hold, amount: usd(30_000) }))).toBe(hold);
    expect(ok(await p.capture({ key: key("cap"), holdRef: hold, amount: usd(30_000) }))).toBe(hold);
    expect(await p.release({ key: key("rel"), holdRef: hold })).toMatchObject({ ok: false });
    expect(await rowOf(hold)).toMatchObject({ status: "captured", capturedCents: 30_000 });

    const other = ok(
      await p.hold({ key: key("hold"), amount: usd(5_000), source: { customer: "c", paymentMethod: PAYS } }),
    );
    expect(ok(await p.release({ key: key("rel"), holdRef: other }))).toBe(other);
    expect(ok(await p.release({ key: key("rel"), holdRef: other }))).toBe(other);
    expect(await p.capture({ key: key("cap"), holdRef: other, amount: usd(5_000) })).toMatchObject({
      ok: false,
    });
    expect(await rowOf(other)).toMatchObject({ status: "released" });
  });

  it("lets a hold expire after 7 days: it can no longer be captured", async () => {
    const p = demo();
    const hold = ok(
      await p.hold({ key: key("hold"), amount: usd(30_000), source: { customer: "c", paymentMethod: PAYS } }),
    );
    const before = clock;
    clock = new Date(before.getTime() + DEMO_HOLD_DAYS * 86_400_000);
    try {
      expect(await p.capture({ key: key("cap"), holdRef: hold, amount: usd(30_000) })).toMatchObject({
        ok: false,
        code: "expired_hold",
      });
      expect(await rowOf(hold)).toMatchObject({ status: "expired" });
    } finally {
      clock = before;
    }
  });

  it("refunds in parts, never more than was taken, even when refunds race", async () => {
    const p = demo();
    const charge = ok(
      await p.charge({ key: key("ch"), amount: usd(10_000), source: { customer: "c", paymentMethod: PAYS } }),
    );
    // Ten different refunds of $30 at once on a $100 charge: three fit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => p.refund({ key: key("re"), paymentRef: charge, amount: usd(3_000) })),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(await rowOf(charge)).toMatchObject({ refundedCents: 9_000 });
    // The same refund's key at once: one refund.
    const k = key("re");
    const same = await Promise.all(
      Array.from({ length: 5 }, () => p.refund({ key: k, paymentRef: charge, amount: usd(1_000) })),
    );
    expect(new Set(same.map(ok)).size).toBe(1);
    expect(await rowOf(charge)).toMatchObject({ refundedCents: 10_000 });
    expect(await p.refund({ key: key("re"), paymentRef: charge, amount: usd(1) })).toMatchObject({
      ok: false,
    });
  });

  it("saves a card for later charges without the traveller; a card that always asks cannot be charged so", async () => {
    const p = demo();
    const card = ok(await p.saveCard({ key: key("card"), customer: "cus-9", paymentMethod: PAYS }));
    expect(
      await p.charge({
        key: key("ch"),
        amount: usd(5_000),
        source: { customer: "cus-9", paymentMethod: card },
      }),
    ).toMatchObject({
      ok: true,
    });
    // Someone else's saved card is no card at all.
    expect(
      await p.charge({
        key: key("ch"),
        amount: usd(5_000),
        source: { customer: "cus-1", paymentMethod: card },
      }),
    ).toMatchObject({
      ok: false,
    });
    const asks = ok(await p.saveCard({ key: key("card"), customer: "cus-9", paymentMethod: ASKS }));
    expect(
      await p.charge({
        key: key("ch"),
        amount: usd(5_000),
        source: { customer: "cus-9", paymentMethod: asks, authenticated: true },
      }),
    ).toMatchObject({ ok: false, code: "authentication_required" });
    expect(await p.saveCard({ key: key("card"), customer: "cus-9", paymentMethod: DECLINED })).toMatchObject({
      ok: false,
    });
  });

  it("pays owners once per key, in amounts the currency can move", async () => {
    const p = demo();
    const k = key("po");
    const first = ok(await p.payout({ key: k, account: "owner-1", amount: usd(45_000) }));
    expect(ok(await p.payout({ key: k, account: "owner-1", amount: usd(45_000) }))).toBe(first);
    expect(await rowOf(first)).toMatchObject({ kind: "payout", status: "paid", account: "owner-1" });
    await expect(
      p.payout({ key: key("po"), account: "owner-1", amount: { cents: 1_050, currency: "JPY" } }),
    ).rejects.toThrow(RangeError);
  });
});
