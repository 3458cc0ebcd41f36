import { describe, expect, it } from "vitest";
import { hostTextsFor } from "./host-texts.ts";
import { conversationFor, noticeTextFor, textFor } from "./reader.ts";

const at = (minute: number) => new Date(Date.UTC(2027, 0, 10, 12, minute));

describe("a conversation as its reader reads it", () => {
  const messages = [
    { id: "1", senderId: "guest", body: "Hi! Mail me at gus@example.org", at: at(0) },
    { id: "2", senderId: "host", body: "Sure. My cell is 541", at: at(1) },
    { id: "3", senderId: "guest", body: "Thanks", at: at(2) },
    { id: "4", senderId: "host", body: "555", at: at(3) },
    { id: "5", senderId: "host", body: "0187", at: at(4) },
  ];

  it("masks the other side's words, a split number in every part, and keeps the reader's own", () => {
    const hostReads = conversationFor(messages, "host", false);
    expect(["1", "2", "3", "4", "5"].map((id) => hostReads.get(id))).toEqual([
      "Hi! Mail me at [email hidden]",
      "Sure. My cell is 541",
      "Thanks",
      "555",
      "0187",
    ]);
    const guestReads = conversationFor(messages, "guest", false);
    expect(["1", "2", "3", "4", "5"].map((id) => guestReads.get(id))).toEqual([
      "Hi! Mail me at gus@example.org",
      "Sure. My cell is [phone number hidden]",
      "Thanks",
      "[phone number hidden]",
      "[phone number hidden]",
    ]);
  });

  it("shows everything as typed once revealed", () => {
    const revealed = conversationFor(messages, "guest", true);
    expect(messages.map((m) => revealed.get(m.id))).toEqual(messages.map((m) => m.body));
  });

  it("a notice, sent before the next message, also masks digits a message starts or ends with", () => {
    const host = messages.filter((m) => m.senderId === "host");
    expect(noticeTextFor(host.slice(0, 1), "guest")).toBe("Sure. My cell is [phone number hidden]");
    expect(noticeTextFor(host.slice(0, 2), "guest")).toBe("[phone number hidden]");
    expect(noticeTextFor(host, "guest")).toBe("[phone number hidden]");
    // Short numbers, and numbers inside a sentence, are no parts.
    const answer = [
      { id: "9", senderId: "guest", body: "We are 2, arriving on the 14th at 3 pm", at: at(9) },
    ];
    expect(noticeTextFor(answer, "host")).toBe("We are 2, arriving on the 14th at 3 pm");
  });

  it("masks a single text unless revealed", () => {
    expect(textFor("call 541 555 0187", false)).toBe("call [phone number hidden]");
    expect(textFor("call 541 555 0187", true)).toBe("call 541 555 0187");
  });
});

describe("an owner's public texts", () => {
  const page = {
    listing: {
      title: "Cabin 541",
      summary: "Cabin by the river",
      description: "Book direct on maya-cabins.com",
      houseRules: ["No parties", "Text 541 555 0187 on arrival"],
      accessibilityNotes: "",
    },
    pet: {
      notes: "Dogs welcome",
      serviceAnimalNote: "Ask me: maya@example.com",
      dogParkName: null,
      vetName: "Vet",
    },
    owner: { about: "WhatsApp: +1 541 555 0187", name: "Maya" },
    photos: [{ alt: "Porch, IG: @maya.cabins" }],
  };

  it("are masked field by field for a reader who may not see them, the rest of the page untouched", () => {
    const masked = hostTextsFor(page, false);
    expect(masked.listing.description).toBe("Book direct on [link hidden]");
    expect(masked.listing.houseRules).toEqual(["No parties", "Text [phone number hidden] on arrival"]);
    expect(masked.pet.serviceAnimalNote).toBe("Ask me: [email hidden]");
    expect(masked.pet.dogParkName).toBeNull();
    expect(masked.owner.about).toBe("WhatsApp: [phone number hidden]");
    expect(masked.photos[0]!.alt).toBe("Porch, [link hidden]");
    expect(masked.listing.title).toBe("Cabin 541");
    expect(JSON.stringify(masked)).not.toMatch(/0187|maya-cabins|maya@|@maya/);
  });

  it("are as typed for the owner and their accepted guests", () => {
    expect(hostTextsFor(page, true)).toBe(page);
  });
});
