import { describe, expect, it } from "vitest";
import { PAYOUT_ACCOUNT_WORDS, payoutAccountState } from "./payout-account.ts";

describe("an owner's payout account state", () => {
  const account = (detailsSubmitted: boolean, payoutsEnabled: boolean) => ({
    detailsSubmitted,
    payoutsEnabled,
  });
  it("says what each mode does, and in stripe mode how far the Express account is", () => {
    expect(payoutAccountState({ mode: "demo", isOwner: true, account: null })).toBe("demo");
    expect(payoutAccountState({ mode: "direct", isOwner: false, account: null })).toBe("direct");
    expect(payoutAccountState({ mode: "stripe", isOwner: false, account: null })).toBe("not-an-owner");
    expect(payoutAccountState({ mode: "stripe", isOwner: true, account: null })).toBe("not-started");
    expect(payoutAccountState({ mode: "stripe", isOwner: true, account: account(false, false) })).toBe(
      "details-missing",
    );
    expect(payoutAccountState({ mode: "stripe", isOwner: true, account: account(true, false) })).toBe(
      "under-review",
    );
    expect(payoutAccountState({ mode: "stripe", isOwner: true, account: account(true, true) })).toBe("ready");
  });
  it("offers Stripe's onboarding only where there is an account to set up", () => {
    expect(PAYOUT_ACCOUNT_WORDS.demo.action).toBeUndefined();
    expect(PAYOUT_ACCOUNT_WORDS.direct.action).toBeUndefined();
    expect(PAYOUT_ACCOUNT_WORDS["not-an-owner"].action).toBeUndefined();
    expect(PAYOUT_ACCOUNT_WORDS["not-started"].action).toBeDefined();
  });
});
