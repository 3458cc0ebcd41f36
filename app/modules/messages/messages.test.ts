import { describe, expect, it } from "vitest";
import {
  responseFigures,
  responseTimeWords,
  contactRevealed,
  inboxFilterOf,
  inquiryHref,
  inquiryStay,
  lastSeenOf,
  messageBody,
  overRateLimit,
  sideOf,
  snippetOf,
  unreadFor,
} from "./messages.ts";

describe("what a conversation shows", () => {
  it("snippets are one line, shortened (the text comes masked for its reader from the server)", () => {
    expect(snippetOf("Hi!\n\nMail me at [email hidden]")).toBe("Hi! Mail me at [email hidden]");
    expect(snippetOf("x".repeat(200))).toHaveLength(120);
  });

  it("contact details show for an accepted booking only", () => {
    expect(contactRevealed("confirmed")).toBe(true);
    expect(contactRevealed("completed")).toBe(true);
    for (const s of ["pending", "declined", "cancelled", "expired", null, undefined] as const)
      expect(contactRevealed(s)).toBe(false);
  });
});

describe("message body", () => {
  it("is trimmed, 1 to 4,000 characters, no NUL", () => {
    expect(messageBody.safeParse("  hello \r\n there  ").data).toBe("hello \n there");
    expect(messageBody.safeParse("   ").success).toBe(false);
    expect(messageBody.safeParse("").success).toBe(false);
    expect(messageBody.safeParse("a".repeat(4000)).success).toBe(true);
    expect(messageBody.safeParse("a".repeat(4001)).success).toBe(false);
    expect(messageBody.safeParse(`a${" ".repeat(5000)}`).data).toBe("a");
    expect(messageBody.safeParse("a\u0000b").success).toBe(false);
    expect(messageBody.safeParse(undefined).success).toBe(false);
  });
});

describe("threads", () => {
  const thread = { guestId: "g", hostUserId: "h" };
  it("knows each side and nobody else", () => {
    expect(sideOf(thread, "g")).toBe("guest");
    expect(sideOf(thread, "h")).toBe("host");
    expect(sideOf(thread, "x")).toBeNull();
  });

  const at = new Date();
  const messages = [
    { id: "1", senderId: "g", readAt: at },
    { id: "2", senderId: "h", readAt: at },
    { id: "3", senderId: "g", readAt: at },
    { id: "4", senderId: "g", readAt: null },
    { id: "5", senderId: "h", readAt: null },
  ];
  it("counts the other side's unread messages only", () => {
    expect(unreadFor(messages, "g")).toBe(1);
    expect(unreadFor(messages, "h")).toBe(1);
  });
  it("shows Seen only when my last message was read", () => {
    expect(lastSeenOf(messages, "g")).toBeNull();
    expect(lastSeenOf(messages, "h")).toBeNull();
    expect(lastSeenOf(messages.slice(0, 3), "g")).toBe("3");
    expect(lastSeenOf(messages.slice(0, 2), "h")).toBe("2");
    expect(lastSeenOf([], "h")).toBeNull();
  });
  it("rate limit", () => {
    expect(overRateLimit(19)).toBe(false);
    expect(overRateLimit(20)).toBe(true);
  });
  it("inbox filter", () => {
    expect(inboxFilterOf("hosting")).toBe("hosting");
    expect(inboxFilterOf("travelling")).toBe("travelling");
    expect(inboxFilterOf("nope")).toBe("all");
    expect(inboxFilterOf(null)).toBe("all");
  });
  it("inquiry stay drops what is wrong", () => {
    expect(
      inquiryStay.parse({ checkIn: "2027-03-01", checkOut: "2027-03-08", adults: "2", pets: "1" }),
    ).toEqual({
      checkIn: "2027-03-01",
      checkOut: "2027-03-08",
      adults: 2,
      children: undefined,
      pets: 1,
    });
    expect(
      inquiryStay.parse({ checkIn: "2027-02-30", checkOut: "2027-03-08", adults: "99", pets: "x" }),
    ).toEqual({
      checkIn: undefined,
      checkOut: undefined,
      adults: undefined,
      children: undefined,
      pets: undefined,
    });
    expect(inquiryStay.parse({ checkIn: "2027-03-08", checkOut: "2027-03-01" }).checkIn).toBeUndefined();
  });
});

describe("an owner's response figures", () => {
  const now = new Date("2027-03-01T12:00:00Z");
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);

  it("counts answers within 24 hours, says the median delay in words", () => {
    const figures = responseFigures(
      [
        { askedAt: at(100), answeredAt: at(99.5) }, // 30 min
        { askedAt: at(80), answeredAt: at(78) }, // 2 h
        { askedAt: at(60), answeredAt: at(20) }, // 40 h: late
        { askedAt: at(50), answeredAt: null }, // never
      ],
      now,
    );
    expect(figures).toEqual({
      conversations: 4,
      ratePct: 50,
      typicalMinutes: 120,
      typical: "within a few hours",
    });
  });

  it("does not count a question under a day old and not answered yet", () => {
    expect(responseFigures([{ askedAt: at(3), answeredAt: null }], now)).toBeNull();
    expect(responseFigures([], now)).toBeNull();
    expect(responseFigures([{ askedAt: at(3), answeredAt: at(2.5) }], now)).toMatchObject({
      ratePct: 100,
      typical: "within an hour",
    });
  });

  it("puts delays in words", () => {
    expect(responseTimeWords(45)).toBe("within an hour");
    expect(responseTimeWords(5 * 60)).toBe("within a few hours");
    expect(responseTimeWords(20 * 60)).toBe("within a day");
    expect(responseTimeWords(30 * 60)).toBe("in a few days or more");
  });
});

describe("the inquiry link from a stay's page", () => {
  it("carries the dates only as a pair, the party and the chosen pets", () => {
    expect(
      inquiryHref("sea-cottage", {
        checkIn: "2027-01-02",
        checkOut: "2027-01-09",
        adults: 2,
        pets: 1,
        petIds: ["p1", "p2"],
      }),
    ).toBe(
      "/user/messages/new?listing=sea-cottage&checkIn=2027-01-02&checkOut=2027-01-09&adults=2&pets=1&pet=p1&pet=p2",
    );
    expect(inquiryHref("sea-cottage", { checkIn: "2027-01-02", checkOut: null, adults: null })).toBe(
      "/user/messages/new?listing=sea-cottage",
    );
  });
});
