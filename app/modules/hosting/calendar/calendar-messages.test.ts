import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../../i18n/server-messages.server.ts";
import { calendarFormSchema, MAX_RANGE_NIGHTS, rangeProblem } from "./calendar-rules.ts";
import { calendarWordsFor } from "./calendar-words.server.ts";
import { NAMELESS_GUEST } from "./calendar-rules.ts";

/** The calendar form's refusals (decision 3850): each one is in the catalogue. */
function everyMessage(): string[] {
  const errors = (input: Record<string, string | undefined>) =>
    calendarFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
  const today = "2027-03-01";
  return [
    ...errors({ intent: "paint", start: "x", last: undefined, rate: "12abc", minNights: "1.5" }),
    ...errors({ intent: "price", start: today, last: today, rate: "0", minNights: "400" }),
    ...errors({ intent: "price", start: today, last: today, rate: "200000" }),
    ...errors({ intent: "price", start: today, last: today, rate: "" }),
    rangeProblem({ start: "", end: "" }, today, 12)!,
    rangeProblem({ start: "2027-03-05", end: "2027-03-04" }, today, 12)!,
    rangeProblem({ start: "2027-02-01", end: "2027-02-04" }, today, 12)!,
    rangeProblem({ start: today, end: "2027-03-02" }, today, 12) ?? "",
    rangeProblem({ start: today, end: "2028-04-01" }, today, 36)!,
  ].filter(Boolean);
}

describe("the owner's calendar messages in the reader's language", () => {
  it("has every refusal of the calendar form in the catalogue", () => {
    const messages = [...new Set(everyMessage())];
    expect(messages.length).toBe(13);
    expect(messages.filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them in each language with its digits", () => {
    const tooMany = `Choose at most ${MAX_RANGE_NIGHTS} nights at a time.`;
    expect(localizeMessage("es", tooMany)).toBe(`Elige como máximo ${MAX_RANGE_NIGHTS} noches a la vez.`);
    expect(localizeMessage("ar", "Enter the price for a night.")).toBe("أدخل سعر الليلة.");
    expect(localizeMessage("fr", "The price: more than 0.")).toBe("Le prix : plus de 0.");
  });

  const booking = {
    id: "b1",
    guestFirstName: "Gus",
    status: "confirmed" as const,
    start: "2027-03-03",
    end: "2027-03-06",
    heldUntil: "2027-03-07",
  };
  const range = { start: "2027-03-04", end: "2027-03-05" };

  it("writes the toasts and clashes in English as the calendar always did", () => {
    const en = calendarWordsFor("en");
    expect(en.blocked({ start: "2027-12-30", end: "2028-01-02" })).toBe(
      "Blocked Dec 30, 2027 – Jan 1, 2028 (3 nights): travellers can't book them.",
    );
    expect(en.bookingClash(booking, range)).toBe(
      "Those nights include a booking: Gus, Mar 3 – Mar 5, 2027 (3 nights). Choose nights around it (a booking is cancelled from its reservation page).",
    );
    expect(en.priced(range, 25000, "USD", 2)).toBe(
      "Mar 4, 2027 (1 night): $250 a night, at least 2 nights from a check-in then.",
    );
    expect(en.opened(range, true)).toBe(
      "Opened Mar 4, 2027 (1 night): travellers can book them again. Imported nights stay blocked (open them on the other site).",
    );
  });

  it("says a toast and a clash in the reader's language, with its dates and digits", () => {
    const es = calendarWordsFor("es");
    expect(es.blocked({ start: "2027-03-03", end: "2027-03-06" })).toBe(
      "Bloqueadas: 3 mar – 5 mar 2027 (3 noches). Los viajeros no pueden reservarlas.",
    );
    expect(es.bookingClash({ ...booking, status: "pending" }, range)).toBe(
      "Esas noches incluyen una solicitud de reserva: Gus, 3 mar – 5 mar 2027 (3 noches). Elige noches que queden fuera (una reserva se cancela desde su página).",
    );
    const ar = calendarWordsFor("ar");
    expect(ar.bookingClash(booking, { start: "2027-03-06", end: "2027-03-07" })).toContain(
      "تشمل هذه الليالي ليالي التجهيز بعد حجز: Gus، ",
    );
    // A guest who gave no name is the language's "Guest", not the English fallback.
    expect(es.bookingClash({ ...booking, guestFirstName: NAMELESS_GUEST }, range)).toContain(
      ": Huésped, 3 mar",
    );
    expect(ar.nights({ start: "2027-03-03", end: "2027-03-06" })).toMatch(/^٣ .+ – ٥ .+ ٢٠٢٧ \(٣ ليالٍ\)$/);
    expect(ar.priced(range, 25000, "EUR", null)).toMatch(/^٤ .+ ٢٠٢٧ \(ليلة واحدة\): .*٢٥٠.* لليلة\.$/);
  });
});
