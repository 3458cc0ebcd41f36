import { describe, expect, it } from "vitest";
import { cardImageRole, imageLoading } from "./image-loading";

describe("imageLoading", () => {
  it("fetches the page's largest picture first and decodes it with the paint", () => {
    expect(imageLoading("lcp")).toEqual({ loading: "eager", fetchPriority: "high" });
  });

  it("leaves every other picture for after layout, decoded off the main thread", () => {
    expect(imageLoading("lazy")).toEqual({ loading: "lazy", decoding: "async" });
  });
});

describe("cardImageRole", () => {
  it("gives the first card of a list at the top of a page the LCP role, and only it", () => {
    expect([0, 1, 2, 3].map((i) => cardImageRole(i, true))).toEqual(["lcp", "lazy", "lazy", "lazy"]);
  });

  it("gives none when something larger opens the page", () => {
    expect([0, 1].map((i) => cardImageRole(i, false))).toEqual(["lazy", "lazy"]);
  });
});
