import { describe, expect, it } from "vitest";
import { bookingOfKey, intentAnswer, nextCheckoutStatus, refusalCodeOf } from "./stripe-refusals.ts";

describe("Stripe's answers as the payments interface's", () => {
  it("turns card errors into refusals a traveller can act on", () => {
    expect(
      refusalCodeOf({ type: "StripeCardError", code: "card_declined", decline_code: "generic_decline" }),
    ).toBe("declined");
    expect(
      refusalCodeOf({ type: "StripeCardError", code: "card_declined", decline_code: "insufficient_funds" }),
    ).toBe("insufficient_funds");
    expect(refusalCodeOf({ type: "StripeCardError", code: "authentication_required" })).toBe(
      "authentication_required",
    );
    expect(refusalCodeOf({ type: "StripeCardError", code: "expired_card" })).toBe("declined");
  });

  it("calls an outage unavailable, and leaves the site's own mistakes to be thrown", () => {
    expect(refusalCodeOf({ type: "StripeConnectionError" })).toBe("unavailable");
    expect(refusalCodeOf({ type: "StripeAPIError", statusCode: 503 })).toBe("unavailable");
    expect(refusalCodeOf({ type: "StripeRateLimitError", statusCode: 429 })).toBe("unavailable");
    expect(
      refusalCodeOf({ type: "StripeInvalidRequestError", statusCode: 400, code: "parameter_missing" }),
    ).toBeNull();
    expect(refusalCodeOf({ type: "StripeIdempotencyError", statusCode: 400 })).toBeNull();
    expect(refusalCodeOf({ type: "StripeAuthenticationError", statusCode: 401 })).toBeNull();
  });

  it("reads a PaymentIntent's state as taken, held, or needing the traveller", () => {
    expect(intentAnswer({ id: "pi_1", status: "succeeded" }, "succeeded")).toEqual({ ok: true, ref: "pi_1" });
    expect(intentAnswer({ id: "pi_1", status: "requires_capture" }, "requires_capture")).toEqual({
      ok: true,
      ref: "pi_1",
    });
    expect(intentAnswer({ id: "pi_1", status: "requires_capture" }, "succeeded")).toMatchObject({
      ok: false,
      code: "declined",
    });
    expect(intentAnswer({ id: "pi_1", status: "requires_action" }, "succeeded")).toMatchObject({
      ok: false,
      code: "authentication_required",
    });
    expect(intentAnswer({ id: "pi_1", status: "processing" }, "succeeded")).toMatchObject({
      ok: false,
      code: "unavailable",
    });
  });

  it("finds the booking in a payment key", () => {
    const id = "0b7d2f7e-9a8b-4c1d-8e2f-3a4b5c6d7e8f";
    expect(bookingOfKey(`booking:${id}:payout`)).toBe(id);
    expect(bookingOfKey(`booking:${id}:charge:2`)).toBe(id);
    expect(bookingOfKey("test:1:charge")).toBeNull();
  });

  it("a completed checkout is final, whatever order its events come in", () => {
    expect(nextCheckoutStatus("open", "completed")).toBe("complete");
    expect(nextCheckoutStatus("open", "expired")).toBe("expired");
    expect(nextCheckoutStatus("complete", "expired")).toBe("complete");
    expect(nextCheckoutStatus("expired", "completed")).toBe("complete");
  });
});
