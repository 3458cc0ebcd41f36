import { describe, expect, it } from "vitest";
import { parseFields } from "../../shared/forms.ts";
import {
  fillTemplate,
  firstName,
  insertTemplate,
  savedReplyInput,
  SAVED_REPLY_NAME_MAX,
} from "./saved-replies.ts";

const facts = {
  guestName: "Ada Lovelace",
  checkIn: "2027-03-01",
  checkOut: "2027-03-05",
  checkInTime: "15:00:00",
};

describe("fillTemplate", () => {
  it("fills the guest's first name, the dates and the check-in time", () => {
    expect(
      fillTemplate("Hi {guest_name}! See you {check_in} from {check_in_time}; checkout {check_out}.", facts),
    ).toBe("Hi Ada! See you Mon, Mar 1, 2027 from 3:00 PM; checkout Fri, Mar 5, 2027.");
  });

  it("writes the dates and the clock as the guest's language does (decision 3855)", () => {
    const body = "{check_in} – {check_out}, {check_in_time}";
    expect(fillTemplate(body, facts, "es-ES")).toBe("lun, 1 mar 2027 – vie, 5 mar 2027, 15:00");
    expect(fillTemplate(body, facts, "fr-FR")).toBe("lun. 1 mars 2027 – ven. 5 mars 2027, 15:00");
    expect(fillTemplate(body, facts, "ar-EG")).toBe("الاثنين، ١ مارس ٢٠٢٧ – الجمعة، ٥ مارس ٢٠٢٧, ٣:٠٠ م");
  });

  it("fills every occurrence and leaves unknown braces alone", () => {
    expect(fillTemplate("{guest_name}, {guest_name} {wifi} {GUEST_NAME} {}", facts)).toBe(
      "Ada, Ada {wifi} {GUEST_NAME} {}",
    );
  });

  it("keeps the placeholder of a fact the conversation lacks", () => {
    expect(
      fillTemplate("Hi {guest_name}, arriving {check_in}?", {
        guestName: "  ",
        checkIn: null,
        checkOut: null,
        checkInTime: null,
      }),
    ).toBe("Hi {guest_name}, arriving {check_in}?");
  });

  it("never fills a filled value again", () => {
    expect(fillTemplate("Hi {guest_name}", { ...facts, guestName: "{check_in} Smith" })).toBe(
      "Hi {check_in}",
    );
  });

  it("formats a short check-in time", () => {
    expect(fillTemplate("{check_in_time}", { ...facts, checkInTime: "09:30" })).toBe("9:30 AM");
  });
});

describe("firstName", () => {
  it("takes the first word", () => {
    expect(firstName("  Grace  Hopper ")).toBe("Grace");
    expect(firstName(null)).toBe("");
  });
});

describe("savedReplyInput", () => {
  it("trims and accepts a name and a body", () => {
    const parsed = parseFields(savedReplyInput, { name: " Check-in ", body: "Hi {guest_name}\r\n" });
    expect(parsed.ok && parsed.data).toEqual({ name: "Check-in", body: "Hi {guest_name}" });
  });

  it("refuses blank, too long and NUL input with a message per field, keeping what was typed", () => {
    const parsed = parseFields(savedReplyInput, { name: "x".repeat(SAVED_REPLY_NAME_MAX + 1), body: "  " });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors.name).toMatch(/under 60/);
    expect(parsed.fieldErrors.body).toBe("Write the reply.");
    expect(parsed.values.body).toBe("  ");
    const nul = parseFields(savedReplyInput, { name: "a\u0000", body: "b" });
    expect(!nul.ok && nul.fieldErrors.name).toMatch(/cannot store/);
  });
});

describe("insertTemplate", () => {
  it("replaces an empty composer and follows typed text with a blank line", () => {
    expect(insertTemplate("  \r\n", "Hi Ada")).toBe("Hi Ada");
    expect(insertTemplate("Thanks!\r\n", "Hi Ada")).toBe("Thanks!\n\nHi Ada");
  });
});
