import { describe, expect, it } from "vitest";
import { receiptOf } from "./receipt.ts";

const trip = {
  booking: {
    id: "5b0b4f6e-8d2f-4a43-9a0c-2a4f7c1d9e10",
    reference: "PFR-1",
    currency: "USD",
    totalCents: 300_000,
  },
  listing: { timeZone: "America/New_York", city: "Austin", region: "Texas", title: "Cottage" },
  stay: { start: "2027-03-01", end: "2027-05-15" },
  quote: { nights: 75 },
} as unknown as Parameters<typeof receiptOf>[0];

describe("the receipt's months still to come", () => {
  it("shows a month being retried on its next try's day, a scheduled one on its due day", () => {
    const receipt = receiptOf(
      trip,
      [],
      [
        { part: 2, status: "retrying", dueOn: "2027-03-28", nextTryOn: "2027-03-31", amountCents: 100_000 },
        { part: 3, status: "scheduled", dueOn: "2027-04-27", nextTryOn: null, amountCents: 50_000 },
        { part: 4, status: "at_risk", dueOn: "2027-05-27", nextTryOn: null, amountCents: 10_000 },
        { part: 5, status: "paid", dueOn: "2027-06-27", nextTryOn: null, amountCents: 10_000 },
      ],
    );
    // Days as ISO dates: the page says them in the reader's language.
    expect(receipt.toCome).toEqual([
      { part: 2, on: "2027-03-28", cents: 100_000, atRisk: false, retryOn: "2027-03-31" },
      { part: 3, on: "2027-04-27", cents: 50_000, atRisk: false, retryOn: null },
      { part: 4, on: "2027-05-27", cents: 10_000, atRisk: true, retryOn: null },
    ]);
  });
});
