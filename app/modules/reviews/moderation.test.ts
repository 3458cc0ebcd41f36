import { describe, expect, it } from "vitest";
import { isVisible, mayReply, REPLIED, REPLY_LATE, replySchema, reportSchema } from "./moderation.ts";

const published = new Date("2027-04-01T00:00:00Z");
const at = (days: number) => new Date(published.getTime() + days * 86_400_000);

describe("replies and reports", () => {
  it("lets the reviewed party reply once, within 30 days of publication", () => {
    const review = { publishedAt: published, hiddenAt: null, reply: null };
    expect(mayReply(review, at(1))).toEqual({ ok: true });
    expect(mayReply(review, at(30))).toEqual({ ok: true });
    expect(mayReply(review, at(30.01))).toEqual({ ok: false, message: REPLY_LATE });
    expect(mayReply({ ...review, reply: "Thanks!" }, at(1))).toEqual({ ok: false, message: REPLIED });
    expect(mayReply({ ...review, publishedAt: null }, at(1)).ok).toBe(false);
    expect(mayReply({ ...review, hiddenAt: at(1) }, at(2)).ok).toBe(false);
  });

  it("shows published reviews the staff did not hide", () => {
    expect(isVisible({ publishedAt: published, hiddenAt: null })).toBe(true);
    expect(isVisible({ publishedAt: null, hiddenAt: null })).toBe(false);
    expect(isVisible({ publishedAt: published, hiddenAt: at(1) })).toBe(false);
  });

  it("asks for a reply's words and a report's reason", () => {
    expect(replySchema.safeParse({ reply: "  " }).success).toBe(false);
    expect(reportSchema.safeParse({ reason: "offensive" }).data).toEqual({
      reason: "offensive",
      details: "",
    });
    expect(reportSchema.safeParse({ reason: "spam" }).success).toBe(false);
  });
});
