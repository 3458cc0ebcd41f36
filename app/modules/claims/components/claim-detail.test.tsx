import { describe, expect, it } from "vitest";
import { inLanguage as renderIn } from "../../../../tests/helpers/in-language.tsx";
import { claimDetail, type ClaimRow } from "../claims.server";
import { ClaimDetailView } from "./claim-detail";

const row = {
  id: "7d1c0c1e-0000-4000-8000-000000000001",
  bookingId: "7d1c0c1e-0000-4000-8000-000000000002",
  status: "disputed",
  outcome: null,
  amountCents: 12_050,
  chargeCents: null,
  currency: "EUR",
  description: "Rex chewed the table.",
  photos: ["/media/claims/a.png"],
  respondBy: new Date("2027-03-04T10:00:00Z"),
  createdAt: new Date("2027-03-01T10:00:00Z"),
  guestNote: "It was chewed before.",
  decisionReason: null,
  failure: null,
} as unknown as ClaimRow;

describe("a claim in the reader's language (issue 38)", () => {
  it("writes its words, state, money and dates in Arabic; what people wrote stays theirs", () => {
    const html = renderIn(
      "ar",
      <ClaimDetailView claim={claimDetail(row, "operator", row.createdAt, "ar")} />,
    );
    expect(html).toContain("معترَض عليها: بانتظار قرارك");
    expect(html).toContain("١٢٠٫٥٠");
    expect(html).toContain("ما الذي تضرّر");
    expect(html).toContain('alt="صورة الأضرار ١"');
    expect(html).toContain("Rex chewed the table.");
    expect(html).toContain("It was chewed before.");
  });

  it("stays as it was in English", () => {
    const html = renderIn("en", <ClaimDetailView claim={claimDetail(row, "guest", row.createdAt)} />);
    expect(html).toContain("Disputed: the site&#x27;s team decides");
    expect(html).toContain("€120.50");
    expect(html).toContain("Mar 1, 2027");
  });
});
