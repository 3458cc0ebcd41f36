import { describe, expect, it } from "vitest";
import { localizeErrors, localizeMessageIn, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { declineSchema, hostCancelSchema } from "./reservations.ts";

/** The owner's answer forms' field errors (decision 3850): each one is in the catalogue. */
function everyMessage(): string[] {
  const errors = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];
  return [
    ...errors(declineSchema.safeParse({ reason: "bored", note: "n".repeat(501) })),
    ...errors(declineSchema.safeParse({ reason: "other", note: "no" })),
    ...errors(hostCancelSchema.safeParse({ note: "short" })),
    ...errors(hostCancelSchema.safeParse({ note: "n".repeat(501) })),
    "Choose what to do with this reservation.",
    "There is no review of this stay to reply to.",
  ];
}

describe("the owner's answers' messages in the reader's language", () => {
  it("has every message of the decline and cancel forms in the catalogue", () => {
    const messages = [...new Set(everyMessage())];
    expect(messages.length).toBe(6);
    expect(messages.filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them in Spanish, French and Arabic", () => {
    const note = { note: "At most 500 characters." };
    expect(localizeErrors("es", note).note).toBe("Como máximo 500 caracteres.");
    expect(localizeErrors("fr", note).note).toBe("500 caractères au maximum.");
    expect(localizeErrors("ar", note).note).toBe("٥٠٠ حرف على الأكثر.");
  });

  it("says the booking's history notes as the trip page does", () => {
    // reservationView passes each kept English note through trips.historyNotes with the reader's locale.
    expect(localizeMessageIn("es", "trips.historyNotes", "Accepted by the owner.")).toBe(
      "Aceptada por el propietario.",
    );
    expect(localizeMessageIn("ar", "trips.historyNotes", "Accepted by the owner.")).toBe("قبِله المالك.");
  });
});
