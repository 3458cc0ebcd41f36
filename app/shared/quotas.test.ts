import { describe, expect, it } from "vitest";
import { QUOTAS, quotaMessage, waitWords } from "./quotas.ts";

describe("quota messages", () => {
  it("say when there is room again, rounded up, never 'in 0'", () => {
    expect(waitWords(0)).toBe("in 1 minute");
    expect(waitWords(30_000)).toBe("in 1 minute");
    expect(waitWords(61_000)).toBe("in 2 minutes");
    expect(waitWords(59 * 60_000)).toBe("in 59 minutes");
    expect(waitWords(60 * 60_000)).toBe("in 1 hour");
    expect(waitWords(5.5 * 3_600_000)).toBe("in 6 hours");
  });

  it("name the limit, its window and the wait", () => {
    expect(quotaMessage("pictures", QUOTAS.photos, 12 * 60_000)).toBe(
      "You have reached the limit of 200 pictures in an hour. Try again in 12 minutes.",
    );
    expect(quotaMessage("new listings", QUOTAS.newListings, 3 * 3_600_000)).toBe(
      "You have reached the limit of 10 new listings in a day. Try again in 3 hours.",
    );
  });

  it("stay far above what a person does", () => {
    // A daily event over the longest availability window is 731 nights; a listing has 50 photos.
    expect(QUOTAS.photos.limit).toBeGreaterThanOrEqual(50 * 2);
    expect(QUOTAS.liveStreams).toBeGreaterThanOrEqual(5);
    expect(QUOTAS.syncNowPerAccount.limit).toBeGreaterThan(QUOTAS.syncNowPerListing.limit);
  });
});
