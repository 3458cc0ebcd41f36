import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { parseFields } from "../../shared/forms.ts";
import { ALREADY_REPORTED, contentReportSchema, NOTHING_TO_REPORT, OWN_SUBJECT } from "./reports.ts";

describe("a report's refusals in the reader's language (decision 3850)", () => {
  it("has them in the catalogue", () => {
    const parsed = parseFields(contentReportSchema, { details: "x".repeat(1001) });
    const messages = [...(parsed.ok ? [] : Object.values(parsed.fieldErrors)), ALREADY_REPORTED];
    expect(messages).toHaveLength(3);
    for (const message of messages)
      expect({ message, known: serverMessageKey(message) !== null }).toEqual({ message, known: true });
    expect(localizeMessage("fr", ALREADY_REPORTED)).toBe(
      "Vous l’avez déjà signalé. Merci : les responsables du site vont l’examiner.",
    );
  });

  it("has the report page's 404 and own-subject refusals in the catalogue", () => {
    for (const message of [NOTHING_TO_REPORT, OWN_SUBJECT.listing, OWN_SUBJECT.user])
      expect({ message, known: serverMessageKey(message) !== null }).toEqual({ message, known: true });
    expect(localizeMessage("es", NOTHING_TO_REPORT)).toBe("No encontramos lo que quieres denunciar.");
  });
});
