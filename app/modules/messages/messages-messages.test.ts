import { describe, expect, it } from "vitest";
import { localizeMessage, serverMessageKey } from "../../i18n/server-messages.server.ts";
import { scheduleInput } from "../bookings/scheduled-messages.ts";
import { messageBody, reportReason } from "./messages.ts";
import { savedReplyInput } from "./saved-replies.ts";
import { QUOTAS, quotaMessage } from "../../shared/quotas.ts";
import { StorageError, storageFailureMessage } from "../../platform/storage.server.ts";

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

/** The owner's saved replies and scheduled messages: each field's refusals are in the table (issue 38). */
describe("the saved reply and scheduled message forms in the reader's language", () => {
  const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? [] : result.error!.issues.map((issue) => issue.message);
  const long = "x".repeat(4001);
  it("finds each field error in formErrors", () => {
    const timing = { anchor: "check_in", offsetDays: "1", sendTime: "10:00" };
    const errors = [
      ...[
        {},
        { name: "", body: "" },
        { name: "x".repeat(61), body: long },
        { name: "a\u0000", body: "b\u0000" },
      ].map((input) => errorsOf(savedReplyInput.safeParse(input))),
      ...[
        {},
        { name: "", body: "", anchor: "later", offsetDays: "soon", sendTime: "noon" },
        { name: "x".repeat(61), body: long, ...timing, offsetDays: "15" },
        { name: "a\u0000", body: "b\u0000", ...timing },
      ].map((input) => errorsOf(scheduleInput.safeParse(input))),
    ].flat();
    expect(new Set(errors).size).toBe(14);
    for (const message of errors)
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("es", "Keep the reply under 4,000 characters.")).toBe(
      "La respuesta no puede superar los 4000 caracteres.",
    );
    expect(localizeMessage("ar", "Choose a day up to 14 days away.")).toBe(
      "اختر يومًا لا يبعد أكثر من ١٤ يومًا.",
    );
  });
});

/** The quotas' and storage's refusals, shared by messages, reports, pictures and new listings. */
describe("a reached quota and a storage failure in the reader's language", () => {
  const minute = 60_000;
  it("finds every quota's and storage failure's words in formErrors, and says them", () => {
    const quotas = [
      quotaMessage("messages", QUOTAS.messagesPerHour, 5 * minute),
      quotaMessage("reports", QUOTAS.reports, 1 * minute),
      quotaMessage("pictures", QUOTAS.photos, 90 * minute),
      quotaMessage("new listings", QUOTAS.newListings, 5 * 60 * minute),
    ];
    const storage = (["picture", "removePicture", "photos", "photo"] as const).map((what) =>
      storageFailureMessage(what, new StorageError("down", 503)),
    );
    const notFound = ["We couldn't find that message.", "This listing can no longer be edited."];
    for (const message of [...quotas, ...storage, ...notFound])
      expect({ message, found: serverMessageKey(message) !== null }).toEqual({ message, found: true });
    expect(localizeMessage("es", quotas[0]!)).toBe(
      "Has alcanzado el límite de 60 mensajes por hora. Vuelve a intentarlo dentro de 5 minutos.",
    );
    expect(localizeMessage("fr", quotas[3]!)).toBe(
      "Vous avez atteint la limite de 10 nouvelles annonces par jour. Réessayez dans 5 heures.",
    );
    expect(localizeMessage("ar", storage[0]!)).toBe(
      "تعذّر علينا حفظ صورتك (خطأ في التخزين ٥٠٣). يُرجى المحاولة مرة أخرى.",
    );
    expect(localizeMessage("es", notFound[0]!)).toBe("No encontramos ese mensaje.");
  });
});
