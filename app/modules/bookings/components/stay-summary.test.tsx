import { describe, expect, it } from "vitest";
import { renderIn as inLanguage } from "../../../../tests/helpers/render-in";
import { StaySummary } from "./stay-summary";

describe("StaySummary", () => {
  const base = { photo: null, title: "Sunny condo", place: "Madison, WI" };

  it("shows real dates", () => {
    const html = inLanguage("en", <StaySummary {...base} checkIn="2027-03-01" checkOut="2027-03-08" />);
    expect(html).toContain("Mar 1, 2027");
  });

  it("writes the dates in the page's language, the arrow pointing the way its lines read", () => {
    const es = inLanguage("es", <StaySummary {...base} checkIn="2027-03-01" checkOut="2027-03-08" />);
    expect(es).toContain("1 mar 2027 → 8 mar 2027");
    const ar = inLanguage("ar", <StaySummary {...base} checkIn="2027-03-01" checkOut="2027-03-08" />);
    expect(ar).toContain("١ مارس ٢٠٢٧ ← ٨ مارس ٢٠٢٧");
  });

  it("leaves out dates typed wrong instead of failing the page (found by the fuzz harness)", () => {
    const html = inLanguage("en", <StaySummary {...base} checkIn="2026-1-1" checkOut="2027-02-30" />);
    expect(html).toContain("Sunny condo");
    expect(html).not.toContain("→");
  });
});
