import { describe, expect, it } from "vitest";
import {
  findContactDetails,
  maskContactDetails,
  maskSpans,
  phoneShadow,
  splitNumberSpans,
} from "./contact-details.ts";
import { segmentsOf } from "./markers.ts";
import { fold } from "./normalise.ts";

const kinds = (text: string) => findContactDetails(text).map((h) => [text.slice(h.start, h.end), h.what]);

describe("folding a text for the detectors", () => {
  it("reads every digit script, space, dash and invisible character as plain ASCII", () => {
    expect(fold("５５５\u00a0١٢٣–४५६७").text).toBe("555 123-4567");
    expect(fold("5\u200b5\u200d5\ufeff").text).toBe("555");
    expect(fold("Ｍａｙａ＠Ｅｘａｍｐｌｅ．ｃｏｍ").text).toBe("maya@example.com");
    expect(fold("café").text).toBe("cafe");
    expect(fold("〇九〇ー一二三").text).toBe("090-123");
  });

  it("spells digits out in English, Spanish and French, beside other number words only when ambiguous", () => {
    expect(fold("five five five, oh one").text).toBe("5 5 5  0 1");
    expect(fold("treinta y cuatro").text).toBe("34");
    expect(fold("soixante-dix-huit").text).toBe("78");
    expect(fold("quatre-vingt-douze").text).toBe("92");
    expect(fold("double five").text).toBe("55");
    // Words that are also ordinary words stay words on their own.
    expect(fold("Sept 12, oh nice, un chien").text).toBe("sept 12, oh nice, un chien");
    expect(fold("someone").text).toBe("someone");
  });

  it("folds look-alike letters only inside a word that mixes scripts", () => {
    expect(fold("gmаil").text).toBe("gmail"); // a Cyrillic а among Latin letters
    expect(fold("сок").text).toBe("сок"); // Russian stays Russian
  });

  it("remembers where each folded character came from", () => {
    const text = "call five five five";
    const f = fold(text);
    const at = f.text.indexOf("5");
    expect(text.slice(f.from[at]!, f.to[at]!)).toBe("five");
  });
});

describe("finding contact details", () => {
  it.each([
    ["Write to me at maya.alvarez+dogs@example.co.uk please", "maya.alvarez+dogs@example.co.uk", "email"],
    ["MAYA@GMAIL.COM", "MAYA@GMAIL.COM", "email"],
    ["maya@studio.photography", "maya@studio.photography", "email"],
    ["Call +1 415 555 0100 any time", "+1 415 555 0100", "phone"],
    ["Call (415) 555-0100.", "(415) 555-0100", "phone"],
    ["415.555.0100", "415.555.0100", "phone"],
    ["UK: +44 20 7946 0958", "+44 20 7946 0958", "phone"],
    ["mobile 0612345678", "0612345678", "phone"],
    ["06 12 34 56 78 is my number", "06 12 34 56 78", "phone"],
    ["+33 (0)6 12 34 56 78", "+33 (0)6 12 34 56 78", "phone"],
    ["555-0100", "555-0100", "phone"],
    ["$555 123 4567", "555 123 4567", "phone"],
    ["٥٥٥ ١٢٣ ٤٥٦٧", "٥٥٥ ١٢٣ ٤٥٦٧", "phone"],
    ["See https://example.com/a?b=c.", "https://example.com/a?b=c", "link"],
    ["www.example.org/path, thanks", "www.example.org/path", "link"],
    ["book on example.com/house instead", "example.com/house", "link"],
    ["my-site.co.uk", "my-site.co.uk", "link"],
    ["maya.rentals", "maya.rentals", "link"],
    ["wa.me/15551234567", "wa.me/15551234567", "link"],
    ["ping me on Telegram @maya_rentals", "Telegram @maya_rentals", "link"],
    ["WeChat ID: maya_1990", "WeChat ID: maya_1990", "link"],
    ["write maya at gmail dot com", "maya at gmail dot com", "email"],
    ["maya.alvarez(at)gmail.com", "maya.alvarez(at)gmail.com", "email"],
    ["it's maya [at] proton [dot] me, thanks", "maya [at] proton [dot] me", "email"],
    ["Maya AT mail DOT co DOT uk", "Maya AT mail DOT co DOT uk", "email"],
    ["mail maya at gmail", "maya at gmail", "email"],
    ["text five five five, one two three four", "five five five, one two three four", "phone"],
    ["call 415 five five five oh one oh oh.", "415 five five five oh one oh oh", "phone"],
    ["Text 4I5 555 0I99", "4I5 555 0I99", "phone"],
    ["My skype is live:casa.maya", "live:casa.maya", "link"],
    ["email: maya dot alvarez at outlook dot com", "maya dot alvarez at outlook dot com", "email"],
  ])("finds it in %j", (text, found, what) => {
    expect(kinds(text)).toEqual([[found, what]]);
  });

  it.each([
    "The stay costs $1,200 for the week",
    "€95 a night, or 95 EUR",
    "£1,250.50 in all",
    "Our budget is 1500-2000 USD per month",
    "We arrive 2027-03-01 and leave 2027-03-08",
    "from 03/01/2027 to 03/08/2027",
    "01.03.2027 - 08.03.2027",
    "Arriving Mar 1, leaving Mar 8",
    "From March 1-15, 2027",
    "Check-in at 15:00, out by 10:30-11:00",
    "Our dog weighs 38 kg (80 lb)",
    "Two dogs, 35 and 40 lb",
    "My booking reference is PF-7KQ2MX",
    "2 adults, 1 child and 3 pets",
    "We have been coming since 2019-2024",
    "the house at 1234 Elm Street, zip 94110",
    "e.g. a crate; i.e. fine. 3.5 stars",
    "12,500 square feet",
    "Room 101, floor 3",
    "We arrive at noon. Dot will come too",
    "I'm at home.Love it",
    "great.It has a garden",
    "see you at home dot",
    "one or two dogs, three cats and four birds",
    "one two three four five six",
    "We found you on Instagram and loved the photos",
    "Bus 42 and line 7 stop nearby",
  ])("leaves %j alone", (text) => {
    expect(findContactDetails(text)).toEqual([]);
    expect(maskContactDetails(text)).toBe(text);
  });

  it("tells a phone number from a date by the date's parts", () => {
    expect(kinds("12-34-5678")).toEqual([["12-34-5678", "phone"]]);
    expect(kinds("06.12.34.56.78")).toEqual([["06.12.34.56.78", "phone"]]);
    expect(phoneShadow("12.03.2027")).toBe("xxxxxxxxxx");
  });

  it("masks several in one message in place and keeps the rest", () => {
    expect(maskContactDetails("Email a@b.com or call 415 555 0100, $95 on 2027-03-01. example.com")).toBe(
      "Email [email hidden] or call [phone number hidden], $95 on 2027-03-01. [link hidden]",
    );
    expect(maskContactDetails("mail maya at gmail dot com or five five five one two three four")).toBe(
      "mail [email hidden] or [phone number hidden]",
    );
  });

  it("an email address is one detail, not an address plus a domain", () => {
    expect(kinds("me@example.com")).toEqual([["me@example.com", "email"]]);
  });

  it("markup stays text, and an empty text is empty", () => {
    expect(maskContactDetails("<b>hi</b> <script>x</script>")).toBe("<b>hi</b> <script>x</script>");
    expect(findContactDetails("")).toEqual([]);
  });
});

describe("a number split over several messages", () => {
  const at = (minute: number) => new Date(Date.UTC(2027, 0, 10, 12, minute));
  const split = (bodies: string[], minutes = bodies.map((_, i) => i)) => {
    const messages = bodies.map((body, i) => ({ body, at: at(minutes[i]!) }));
    const spans = splitNumberSpans(messages);
    return messages.map((m, i) => maskSpans(m.body, spans[i]!));
  };

  it("masks every part when the parts add up to a phone number", () => {
    expect(split(["my number is 555", "123", "4567", "thanks!"])).toEqual([
      "my number is [phone number hidden]",
      "[phone number hidden]",
      "[phone number hidden]",
      "thanks!",
    ]);
    expect(split(["five five five", "one two three four"])).toEqual([
      "[phone number hidden]",
      "[phone number hidden]",
    ]);
  });

  it("leaves short answers, numbers inside sentences and parts sent far apart alone", () => {
    expect(split(["We are 2", "3 dogs too", "14"])).toEqual(["We are 2", "3 dogs too", "14"]);
    expect(split(["Is 555 ok?", "123 4567 is not"])).toEqual(["Is 555 ok?", "123 4567 is not"]);
    expect(split(["555", "123", "4567"], [0, 90, 180])).toEqual(["555", "123", "4567"]);
    expect(split(["Arriving 2027-03-01", "2027-03-15 leaving"])).toEqual([
      "Arriving 2027-03-01",
      "2027-03-15 leaving",
    ]);
  });
});

describe("markers as a page draws them", () => {
  it("finds the markers again and links only what a revealed text shows (http(s) only)", () => {
    expect(segmentsOf("call [phone number hidden] or [email hidden]", false)).toEqual([
      { kind: "text", text: "call " },
      { kind: "hidden", what: "phone" },
      { kind: "text", text: " or " },
      { kind: "hidden", what: "email" },
    ]);
    expect(segmentsOf("See https://example.com, or me@example.com.", true)).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com", href: "https://example.com" },
      { kind: "text", text: ", or " },
      { kind: "email", text: "me@example.com" },
      { kind: "text", text: "." },
    ]);
    expect(segmentsOf("see example.com", true)).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "example.com", href: "https://example.com" },
    ]);
    expect(segmentsOf("javascript:alert(1)", true)).toEqual([{ kind: "text", text: "javascript:alert(1)" }]);
    expect(segmentsOf("https://example.com", false)).toEqual([{ kind: "text", text: "https://example.com" }]);
  });
});
