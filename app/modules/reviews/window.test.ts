import { describe, expect, it } from "vitest";
import {
  CLOSED,
  daysLeft,
  dueForPublication,
  mayWrite,
  NOT_OVER,
  publishesOnWrite,
  remindersDue,
  REVIEW_WINDOW_DAYS,
  windowFrom,
  WRITTEN,
  type ReviewWindow,
} from "./window.ts";

const completed = new Date("2027-03-04T10:00:00Z");
const open: ReviewWindow = { ...windowFrom(completed), publishedAt: null };
const at = (days: number) => new Date(completed.getTime() + days * 86_400_000);

describe("the review window", () => {
  it("lasts 14 days from the stay's end", () => {
    expect(REVIEW_WINDOW_DAYS).toBe(14);
    expect(open.closesAt.toISOString()).toBe("2027-03-18T10:00:00.000Z");
    expect(daysLeft(open, at(1))).toBe(13);
    expect(daysLeft(open, at(20))).toBe(0);
  });

  it("lets each side write once inside it; late or early is refused", () => {
    expect(mayWrite(open, false, at(0))).toEqual({ ok: true });
    expect(mayWrite(open, false, at(13.99))).toEqual({ ok: true });
    expect(mayWrite(open, true, at(2))).toMatchObject({ ok: false, reason: "written", message: WRITTEN });
    // Late: refused, at the closing moment already.
    expect(mayWrite(open, false, at(14))).toMatchObject({ ok: false, reason: "closed", message: CLOSED });
    expect(mayWrite(open, false, at(30))).toMatchObject({ ok: false, reason: "closed" });
    // No window: the stay is not over (not completed).
    expect(mayWrite(null, false, at(1))).toMatchObject({ ok: false, reason: "not-over", message: NOT_OVER });
    expect(mayWrite(open, false, at(-1))).toMatchObject({ ok: false, reason: "not-over" });
  });

  it("publishes both at once when the second is written", () => {
    expect(publishesOnWrite(open, false)).toBe(false); // the first waits for the other
    expect(publishesOnWrite(open, true)).toBe(true); // the second publishes both
    // A stay reviewed before the window existed: already public, a new review joins at once.
    expect(publishesOnWrite({ ...open, publishedAt: at(-100) }, false)).toBe(true);
  });

  it("publishes what was written at the window's end, once", () => {
    expect(dueForPublication(open, at(13))).toBe(false);
    expect(dueForPublication(open, at(14))).toBe(true);
    expect(dueForPublication({ ...open, publishedAt: at(14) }, at(15))).toBe(false);
  });
});

describe("reminders", () => {
  it("falls due on days 1, 7 and 13, never after the window or its publication", () => {
    expect(remindersDue(open, at(0.5))).toBe(0);
    expect(remindersDue(open, at(1))).toBe(1);
    expect(remindersDue(open, at(6.9))).toBe(1);
    expect(remindersDue(open, at(7))).toBe(2);
    expect(remindersDue(open, at(13))).toBe(3);
    expect(remindersDue(open, at(14))).toBe(0);
    expect(remindersDue({ ...open, publishedAt: at(3) }, at(7))).toBe(0);
  });
});
