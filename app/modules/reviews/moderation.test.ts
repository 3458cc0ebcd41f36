import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { parseFields } from "../../shared/forms.ts";
import {
  isVisible,
  mayReply,
  REPLIED,
  REPLY_LATE,
  REPORTED,
  replySchema,
  reportSchema,
} from "./moderation.ts";
import { NO_REVIEW } from "./moderation.server.ts";
import { guestReviewSchema, petField, reviewSchema } from "./reviews.ts";
import { CLOSED, NOT_OVER, OWN_BOOKING, WRITTEN } from "./window.ts";

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

describe("the traveller's review and report refusals in the reader's language (decision 3850)", () => {
  const fieldErrors = (schema: Parameters<typeof parseFields>[0], input: Record<string, string>) => {
    const parsed = parseFields(schema, input);
    return parsed.ok ? [] : Object.values(parsed.fieldErrors);
  };

  it("has every message of the review, reply and report forms in the catalogue", () => {
    const messages = [
      ...fieldErrors(reviewSchema, {}),
      ...fieldErrors(reviewSchema, { rating: "9", petRating: "0", body: "short" }),
      ...fieldErrors(reviewSchema, { rating: "5", petRating: "5", body: "x".repeat(2001) }),
      ...fieldErrors(replySchema, {}),
      ...fieldErrors(replySchema, { reply: "x".repeat(1001) }),
      ...fieldErrors(reportSchema, { details: "x".repeat(1001) }),
      // The owner's review of a guest and their pet (the owner's page says them too).
      ...fieldErrors(guestReviewSchema(1), {}),
      ...fieldErrors(guestReviewSchema(1), {
        body: "short",
        privateFeedback: "x".repeat(2001),
        [petField(0, "note")]: "x".repeat(1001),
      }),
      ...fieldErrors(guestReviewSchema(0), { body: "x".repeat(5001) }),
      REPLIED,
      REPLY_LATE,
      REPORTED,
      NOT_OVER,
      CLOSED,
      WRITTEN,
      OWN_BOOKING,
      (mayReply({ publishedAt: null, hiddenAt: null, reply: null }, at(1)) as { message: string }).message,
    ];
    expect(messages.length).toBeGreaterThan(15);
    for (const message of messages)
      expect({ message, known: serverMessageKey(message) !== null }).toEqual({ message, known: true });
  });

  it("says them in Spanish and Arabic", () => {
    expect(localizeMessage("es", "Write at least 20 characters.")).toBe("Escribe al menos 20 caracteres.");
    expect(localizeMessage("es", WRITTEN)).toBe("Ya reseñaste esta estancia.");
    expect(localizeMessage("ar", "Choose a behaviour rating from 1 to 5 stars.")).toBe(
      "اختر تقييمًا للسلوك من ١ إلى ٥ نجوم.",
    );
    expect(localizeMessage("ar", REPLY_LATE)).toBe("تُكتب الردود خلال ٣٠ يومًا من نشر التقييم.");
    // The review report page's 404.
    expect(localizeMessage("ar", NO_REVIEW)).toBe("لم نجد هذا التقييم.");
  });
});
