import { describe, expect, it } from "vitest";
import { feeKey, paymentKey } from "./processor.ts";

describe("idempotency keys", () => {
  const id = "0b7c5a0e-3a43-4a8e-9d8a-1f2e3d4c5b6a";
  it("are the same for the same booking and step, and differ by step, part and booking", () => {
    expect(paymentKey(id, "charge")).toBe(paymentKey(id, "charge"));
    const keys = [
      paymentKey(id, "charge"),
      paymentKey(id, "hold"),
      paymentKey(id, "capture"),
      paymentKey(id, "refund"),
      paymentKey(id, "refund", 2),
      paymentKey(id, "payout"),
      feeKey(paymentKey(id, "payout")),
      paymentKey("1b7c5a0e-3a43-4a8e-9d8a-1f2e3d4c5b6a", "charge"),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(paymentKey(id, "refund", 1)).toBe(paymentKey(id, "refund"));
  });

  it("refuse a part that is not a positive whole number", () => {
    expect(() => paymentKey(id, "charge", 0)).toThrow(RangeError);
    expect(() => paymentKey(id, "charge", 1.5)).toThrow(RangeError);
  });
});
