import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaySummary } from "./stay-summary";

describe("StaySummary", () => {
  const base = { photo: null, title: "Sunny condo", place: "Madison, WI" };

  it("shows real dates", () => {
    const html = renderToStaticMarkup(<StaySummary {...base} checkIn="2027-03-01" checkOut="2027-03-08" />);
    expect(html).toContain("Mar 1, 2027");
  });

  it("leaves out dates typed wrong instead of failing the page (found by the fuzz harness)", () => {
    const html = renderToStaticMarkup(<StaySummary {...base} checkIn="2026-1-1" checkOut="2027-02-30" />);
    expect(html).toContain("Sunny condo");
    expect(html).not.toContain("→");
  });
});
