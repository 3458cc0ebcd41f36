import { describe, expect, it } from "vitest";
import { formatMoney } from "../../shared/format.ts";
import { refundFor, type CancellationInput, type RefundRule } from "./cancellation.ts";
import {
  GUEST_ENDINGS,
  historyNotePartsOf,
  noteText,
  sayDeclineReason,
  sayHistoryNote,
  type HistoryNoteParts,
  type NoteMoney,
} from "./history-note.ts";
import { historyNoteIn, noteWriterFor } from "./history-note.server.ts";
import {
  DECLINE_REASONS,
  declineMessage,
  ownerCancelledHistoryWords,
  ownerCancelledNoteMoney,
  type DeclineReason,
} from "./owner-answers.ts";
import { nothingSaid } from "./money-words.ts";
import { transitionOf, type TransitionFacts, type TransitionName } from "./process.ts";

const WORDS = "A pipe burst in the kitchen. Accepted by the owner.";
const owner = (money: NoteMoney): HistoryNoteParts => ({ frame: "ownerCancelled", words: WORDS, money });
const paidBack: NoteMoney = { kind: "paidBack", cents: 12050, currency: "EUR" };

/** The facts a transition's note and parts are written from, with the money as each caller gives it. */
function factsOf(reason: string, money: string, moneyNote: NoteMoney): TransitionFacts {
  return {
    bookingId: "b1",
    title: "Cabin",
    city: "Bend",
    stay: { start: "2027-03-01", end: "2027-03-05" },
    reason,
    reasonToGuest: reason,
    money,
    moneyNote,
    moneyToGuest: nothingSaid,
  };
}

/** Each rule of the policies, with the English the refund gives (cancellation.ts). */
function refundsByRule() {
  const checkInAt = new Date("2027-03-01T15:00:00Z");
  const base: CancellationInput = {
    policy: "flexible",
    totalCents: 50_000,
    cleaningFeeCents: 5_000,
    nights: 4,
    checkInAt,
    bookedAt: new Date("2027-01-01T12:00:00Z"),
    cancelledAt: new Date("2027-02-01T12:00:00Z"),
    timeZone: "UTC",
  };
  const hoursBefore = (hours: number) => new Date(checkInAt.getTime() - hours * 3_600_000);
  const refunds = [
    refundFor(base),
    refundFor({ ...base, cancelledAt: hoursBefore(2) }),
    refundFor({ ...base, policy: "moderate" }),
    refundFor({ ...base, policy: "moderate", cancelledAt: hoursBefore(2) }),
    refundFor({ ...base, policy: "strict", bookedAt: new Date("2027-02-01T10:00:00Z") }),
    refundFor({ ...base, policy: "strict" }),
    refundFor({ ...base, policy: "strict", cancelledAt: hoursBefore(2) }),
    refundFor({ ...base, policy: "long_term", nights: 60 }),
  ];
  const byRule = new Map<RefundRule, string>(refunds.map((r) => [r.rule, r.reason]));
  // bookings.server.ts: a request withdrawn before it was accepted.
  byRule.set("requestWithdrawn", "A request not yet accepted: nothing is charged.");
  return byRule;
}

describe("a cancellation's history note in parts (decision 3891)", () => {
  it("says in English exactly the note the process keeps, for every frame and kind of money", () => {
    const en = noteWriterFor("en");
    const said = (name: TransitionName, facts: TransitionFacts) => {
      const transition = transitionOf(name);
      const parts = transition.parts!(facts)!;
      expect(parts, name).not.toBeNull();
      expect(noteText(sayHistoryNote(parts, en)), name).toBe(transition.note!(facts));
    };
    for (const paid of [0, 12050, 100_000])
      said(
        "cancelByOwner",
        factsOf(WORDS, ownerCancelledHistoryWords(paid, "EUR"), ownerCancelledNoteMoney(paid, "EUR ")),
      );
    said(
      "cancelBySite",
      factsOf("Reported as a fraud.", `Refund of ${formatMoney(9900, "USD", true)}.`, {
        kind: "refund",
        cents: 9900,
        currency: "USD",
      }),
    );
    said("cancelBySite", factsOf("Reported as a fraud.", "No refund.", { kind: "noRefund" }));
    const rules = refundsByRule();
    expect(rules.size).toBe(9);
    for (const [rule, reason] of rules)
      for (const ending of Object.values(GUEST_ENDINGS))
        for (const name of ["withdraw", "cancelByGuest"] as const)
          said(name, factsOf(ending, reason, { kind: "policy", rule }));
  });

  it("says a decline in English exactly as the note and the traveller's notice kept it, every reason, with and without words", () => {
    const en = noteWriterFor("en");
    const decline = transitionOf("decline");
    for (const reason of Object.keys(DECLINE_REASONS) as DeclineReason[])
      for (const words of reason === "other" ? ["Building works."] : ["", "Sorry, “the” cat."]) {
        const facts = {
          ...factsOf(declineMessage(reason, words), "", { kind: "noRefund" }),
          decline: { reason, words },
        };
        const parts = decline.parts!(facts)!;
        expect(parts, reason).toEqual({ frame: "declined", reason, words });
        expect(noteText(sayHistoryNote(parts, en)), reason).toBe(decline.note!(facts));
        expect(sayDeclineReason({ reason, words }, en), reason).toBe(declineMessage(reason, words));
        // The fixed reasons the note said are the catalogue's (host.answer.reason), word for word.
        if (reason !== "other") expect(en.declineReason(reason)).toBe(DECLINE_REASONS[reason]);
      }
  });

  it("says a decline's reason in Spanish, French and Arabic, the owner's words as written and theirs alone", () => {
    const declined = (reason: DeclineReason, words: string): HistoryNoteParts => ({
      frame: "declined",
      reason,
      words,
    });
    const said = (locale: "es" | "fr" | "ar", parts: HistoryNoteParts) =>
      sayHistoryNote(parts, noteWriterFor(locale));
    const es = said("es", declined("pets", "Sorry, the cat."));
    expect(noteText(es)).toBe(
      "Rechazada por el propietario. Las mascotas no encajan con este alojamiento. «Sorry, the cat.»",
    );
    expect(es.filter((p) => p.own)).toEqual([{ text: "Sorry, the cat.", own: true }]);
    expect(noteText(said("fr", declined("dates", "")))).toBe(
      "Refusé par le propriétaire. Finalement, les dates ne me conviennent pas.",
    );
    expect(said("fr", declined("dates", "")).some((p) => p.own)).toBe(false);
    expect(noteText(said("ar", declined("other", "Les travaux.")))).toBe("رفضه المالك. «Les travaux.»");
    expect(noteText(said("ar", declined("guests", "")))).toBe("رفضه المالك. المنزل غير مناسب لهذه المجموعة.");
    // Masked for a reader who may not see the words: the site's reason still said.
    expect(noteText(sayHistoryNote(declined("pets", "x"), noteWriterFor("es"), () => "[hidden]"))).toBe(
      "Rechazada por el propietario. Las mascotas no encajan con este alojamiento. «[hidden]»",
    );
    expect(historyNotePartsOf(declined("pets", "x"))).toEqual(declined("pets", "x"));
    expect(historyNotePartsOf({ frame: "declined", reason: "weather", words: "" })).toBeNull();
    expect(historyNotePartsOf({ frame: "declined", reason: "pets" })).toBeNull();
  });

  it("has no parts for a guest's reason that is not one of the site's sentences, nor without the money", () => {
    const facts = factsOf("Something else.", "No refund.", { kind: "noRefund" });
    expect(transitionOf("cancelByGuest").parts!(facts)).toBeNull();
    expect(transitionOf("cancelByOwner").parts!({ ...facts, moneyNote: undefined })).toBeNull();
  });

  it("says the frame and the money in Spanish, French and Arabic, the owner's words as written", () => {
    const note = (locale: "es" | "fr" | "ar", parts: HistoryNoteParts) =>
      noteText(sayHistoryNote(parts, noteWriterFor(locale)));
    expect(note("es", owner(paidBack))).toBe(
      `Cancelada por el propietario: «${WORDS}» Se habían pagado 120,50\u00a0€ y se devuelven.`,
    );
    expect(note("es", owner({ kind: "nothingPaid" }))).toBe(
      `Cancelada por el propietario: «${WORDS}» No se había pagado nada.`,
    );
    // French: its own spaces in the amount and before the colon.
    expect(note("fr", owner(paidBack))).toMatch(
      new RegExp(`^Annulé par le propriétaire : « ${WORDS} » 120,50\\s€ payés, intégralement remboursés\\.$`),
    );
    // Arabic: Arabic-Indic digits, its decimal mark, the stay's currency.
    const arabic = note("ar", owner(paidBack));
    expect(arabic).toContain(`ألغاه المالك: «${WORDS}»`);
    expect(arabic).toMatch(/١٢٠٫٥٠\s€/);
    expect(arabic).not.toMatch(/[0-9]/);
    expect(
      note("ar", {
        frame: "siteCancelled",
        words: "احتيال.",
        money: { kind: "refund", cents: 1234567, currency: "USD" },
      }),
    ).toMatch(/^ألغاه الموقع: «احتيال\.» استرداد .*١٢٬٣٤٥٫٦٧/);
    expect(note("es", { frame: "siteCancelled", words: "Fraude.", money: { kind: "noRefund" } })).toBe(
      "Cancelada por el sitio: «Fraude.» Sin reembolso.",
    );
    expect(note("fr", { frame: "guestDeletedAccount", money: { kind: "policy", rule: "strictHalf" } })).toBe(
      "Le voyageur a supprimé son compte. Au moins 7 jours avant l’arrivée : les conditions retiennent la moitié du total.",
    );
    expect(note("ar", { frame: "guestCancelled", money: { kind: "policy", rule: "flexibleFull" } })).toBe(
      "ألغاه المسافر. قبل موعد الوصول بـ٢٤ ساعة على الأقل: لا تحتفظ السياسة بشيء.",
    );
  });

  it("keeps the person's words apart, as written: never translated, masked only for a reader who may not see them", () => {
    const pieces = sayHistoryNote(owner(paidBack), noteWriterFor("es"));
    expect(pieces.filter((p) => p.own)).toEqual([{ text: WORDS, own: true }]);
    // Words that are themselves one of the site's notes stay the person's words.
    expect(pieces.map((p) => p.text).join("|")).toContain(`|${WORDS}|`);
    const masked = sayHistoryNote(owner(paidBack), noteWriterFor("es"), () => "[hidden]");
    expect(masked.find((p) => p.own)!.text).toBe("[hidden]");
    expect(noteText(masked)).toContain("120,50\u00a0€");
  });

  it("reads the parts from the database defensively, and falls back to the English read-back without them", () => {
    expect(historyNotePartsOf(owner(paidBack))).toEqual(owner(paidBack));
    expect(historyNotePartsOf(null)).toBeNull();
    expect(historyNotePartsOf({ frame: "ownerCancelled", money: paidBack })).toBeNull();
    expect(
      historyNotePartsOf({ ...owner(paidBack), money: { kind: "paidBack", cents: 1.5, currency: "EUR" } }),
    ).toBeNull();
    expect(
      historyNotePartsOf({ frame: "guestCancelled", money: { kind: "policy", rule: "nope" } }),
    ).toBeNull();
    expect(historyNotePartsOf({ frame: "other", words: "x", money: { kind: "noRefund" } })).toBeNull();
    // An old row: the English kept, read back against trips.historyNotes (decision 3890).
    expect(historyNoteIn("es", { note: "Accepted by the owner.", parts: null })).toEqual({
      note: "Aceptada por el propietario.",
    });
    const old = "Cancelled by the owner: A pipe burst. Nothing had been paid.";
    expect(historyNoteIn("es", { note: old, parts: null })).toEqual({ note: old });
    expect(historyNoteIn("es", { note: old, parts: owner({ kind: "nothingPaid" }) }).note).toBe(
      `Cancelada por el propietario: «${WORDS}» No se había pagado nada.`,
    );
  });
});
