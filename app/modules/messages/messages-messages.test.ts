import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { messageBody, reportReason } from "./messages.ts";

/** Every message the composer's and the report's rules write is in the catalogue (decision 3850). */
describe("the messages' rules in the reader's language", () => {
  it("finds each rule's words in formErrors", () => {
    const errors = [
      ...["", "x".repeat(4001), "a\u0000b"].map((text) => messageBody.safeParse(text)),
      ...["", "x".repeat(1001), "a\u0000b"].map((text) => reportReason.safeParse(text)),
    ].map((result) => (result.success ? "" : result.error.issues[0]!.message));
    for (const message of [...errors, "Choose a saved reply.", "Please check your pet's details."])
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("es", errors[0]!)).toBe("Escribe un mensaje.");
  });
});
