import { describe, expect, it } from "vitest";
import {
  responseFigures,
  responseTimeWords,
  contactRevealed,
  findContactDetails,
  inboxFilterOf,
  inquiryStay,
  lastSeenOf,
  maskContactDetails,
  messageBody,
  overRateLimit,
  segmentsOf,
  sideOf,
  snippetOf,
  unreadFor,
} from "./messages.ts";

const kinds = (text: string) => findContactDetails(text).map((h) => [text.slice(h.start, h.end), h.what]);

describe("masking contact details", () => {
  it.each([
    ["Write to me at maya.alvarez+dogs@example.co.uk please", "maya.alvarez+dogs@example.co.uk", "email"],
    ["MAYA@GMAIL.COM", "MAYA@GMAIL.COM", "email"],
    ["Call +1 415 555 0100 any time", "+1 415 555 0100", "phone"],
    ["Call (415) 555-0100.", "(415) 555-0100", "phone"],
    ["415.555.0100", "415.555.0100", "phone"],
    ["415-555-0100", "415-555-0100", "phone"],
    ["UK: +44 20 7946 0958", "+44 20 7946 0958", "phone"],
    ["mobile 0612345678", "0612345678", "phone"],
    ["06 12 34 56 78 is my number", "06 12 34 56 78", "phone"],
    ["0044 20 7946 0958", "0044 20 7946 0958", "phone"],
    ["+33 (0)6 12 34 56 78", "+33 (0)6 12 34 56 78", "phone"],
    ["555-0100", "555-0100", "phone"],
    ["See https://example.com/a?b=c.", "https://example.com/a?b=c", "link"],
    ["or http://foo.test/x", "http://foo.test/x", "link"],
    ["www.example.org/path, thanks", "www.example.org/path", "link"],
    ["book on example.com/house instead", "example.com/house", "link"],
    ["find me on airbnb.com", "airbnb.com", "link"],
    ["my-site.co.uk", "my-site.co.uk", "link"],
    ["write maya at gmail dot com", "maya at gmail dot com", "email"],
    ["maya.alvarez(at)gmail.com", "maya.alvarez(at)gmail.com", "email"],
    ["it's maya [at] proton [dot] me, thanks", "maya [at] proton [dot] me", "email"],
    ["Maya AT mail DOT co DOT uk", "Maya AT mail DOT co DOT uk", "email"],
    ["text five five five, one two three four", "five five five, one two three four", "phone"],
    ["call 415 five five five oh one oh oh.", "415 five five five oh one oh oh", "phone"],
  ])("finds it in %j", (text, found, what) => {
    expect(kinds(text)).toEqual([[found, what]]);
  });

  it.each([
    "The stay costs $1,200 for the week",
    "€95 a night, or 95 EUR",
    "£1,250.50 in all",
    "We arrive 2027-03-01 and leave 2027-03-08",
    "from 03/01/2027 to 03/08/2027",
    "01.03.2027 - 08.03.2027",
    "Arriving Mar 1, leaving Mar 8",
    "Check-in at 15:00, out by 10:30-11:00",
    "Our dog weighs 38 kg (80 lb)",
    "Two dogs, 35 and 40 lb",
    "My booking reference is PF-7KQ2MX",
    "2 adults, 1 child and 3 pets",
    "We have been coming since 2019-2024",
    "the house at 1234 Elm Street, zip 94110",
    "e.g. a crate; i.e. fine. 3.5 stars",
    "Is the yard fenced? Thanks!",
    "12,500 square feet",
    "Room 101, floor 3",
    "We arrive at noon. Dot will come too",
    "see you at home dot",
    "one or two dogs, three cats and four birds",
    "one two three four five six",
  ])("leaves %j alone", (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(maskContactDetails(text)).toBe(text);
  });

  it("masks several in one message and keeps the rest", () => {
    expect(maskContactDetails("Email a@b.com or call 415 555 0100, $95 on 2027-03-01. example.com")).toBe(
      "Email [email hidden] or call [phone number hidden], $95 on 2027-03-01. [link hidden]",
    );
  });

  it("spelled-out details show as typed once revealed, never as links", () => {
    expect(segmentsOf("maya at gmail dot com", true)).toEqual([
      { kind: "text", text: "maya at gmail dot com" },
    ]);
    expect(maskContactDetails("mail maya at gmail dot com or five five five one two three four")).toBe(
      "mail [email hidden] or [phone number hidden]",
    );
  });

  it("an email address is one detail, not an address plus a domain", () => {
    expect(kinds("me@example.com")).toEqual([["me@example.com", "email"]]);
  });

  it("before acceptance hides, after acceptance links (http(s) only)", () => {
    const text = "See example.com or mail me@example.com, tel 415 555 0100";
    expect(segmentsOf(text, false).filter((s) => s.kind === "hidden")).toHaveLength(3);
    expect(segmentsOf(text, true)).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "example.com", href: "https://example.com" },
      { kind: "text", text: " or mail " },
      { kind: "email", text: "me@example.com" },
      { kind: "text", text: ", tel " },
      { kind: "text", text: "415 555 0100" },
    ]);
    // Never another scheme.
    expect(segmentsOf("javascript:alert(1)", true)).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
  });

  it("markup stays text", () => {
    expect(segmentsOf("<b>hi</b> <script>x</script>", false)).toEqual([
      { kind: "text", text: "<b>hi</b> <script>x</script>" },
    ]);
  });

  it("snippets are one masked line", () => {
    expect(snippetOf("Hi!\n\nMail me at a@b.com", false)).toBe("Hi! Mail me at [email hidden]");
    expect(snippetOf("x".repeat(200), true)).toHaveLength(120);
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
