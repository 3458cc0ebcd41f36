import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../../i18n/server-messages.server.ts";
import { calendarFormSchema, MAX_RANGE_NIGHTS, rangeProblem } from "./calendar-rules.ts";

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
});
