import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { CODE_REQUIRED, CODE_WRONG, deleteAccountSchema } from "./deletion.schema.ts";

/** Every refusal of the delete-account form (decision 3850): each one is in the catalogue. */
function everyMessage(): string[] {
  const errors = (input: Record<string, unknown>) =>
    deleteAccountSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
  return [...errors({}), ...errors({ password: "", confirmation: "delete" }), CODE_REQUIRED, CODE_WRONG];
}

describe("the delete-account form's messages in the reader's language", () => {
  it("has every refusal in the catalogue", () => {
    const messages = [...new Set(everyMessage())];
    expect(messages.length).toBe(5);
    expect(messages.filter((message) => serverMessageKey(message) === null)).toEqual([]);
  });

  it("says them in each language", () => {
    expect(localizeMessage("es", "Type DELETE in capital letters to confirm.")).toBe(
      "Escribe DELETE en mayúsculas para confirmar.",
    );
    expect(localizeMessage("ar", CODE_WRONG)).toBe("هذا الرمز غير صحيح. تتغير الرموز كل ٣٠ ثانية.");
    expect(localizeMessage("fr", "Enter your password.")).not.toBe("Enter your password.");
  });
});
