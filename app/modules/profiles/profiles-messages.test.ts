import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { profileUpdateSchema } from "./profiles.schema.ts";

/** Every message the profile form's rules write is in the catalogue (decision 3850). */
describe("the profile's rules in the reader's language", () => {
  it("finds each rule's words in formErrors", () => {
    const long = "x".repeat(81);
    const messages = [
      { firstName: long },
      { lastName: long },
      { username: "ab" },
      { username: "x".repeat(31) },
      { username: "no spaces" },
    ].flatMap((input) => {
      const result = profileUpdateSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    });
    expect(messages).toHaveLength(5);
    for (const message of [...messages, "That username is taken. Please choose another one."])
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("fr", messages[2]!)).toBe(
      "Un nom d’utilisateur doit compter au moins 3 caractères.",
    );
  });
});
