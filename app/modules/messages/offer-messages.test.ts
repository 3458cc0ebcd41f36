import { describe, expect, it } from "vitest";
import { placePhrasesFor } from "../../i18n/language.server.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { formatMoney } from "../../shared/format.ts";
import { offerMadeMessage, offerWithdrawnMessage } from "./offer-messages.ts";

const stay = { checkIn: "2027-06-01", checkOut: "2027-06-04", adults: 2, children: 0, pets: 1 };
const home = {
  currency: "EUR",
  // 15:00 in Lisbon (summer time, UTC+1).
  expiresAt: new Date("2027-05-20T14:00:00Z"),
  timeZone: "Europe/Lisbon",
  city: "Lisbon",
};
const price = { totalCents: 31_337, usualTotalCents: 40_000 };
const made = (language: string, offered: typeof price | null = price) =>
  offerMadeMessage(voiceOf(language), placePhrasesFor(voiceOf(language).locale), {
    ...stay,
    ...home,
    price: offered,
  });

describe("an offer's message in the traveller's language (decisions 3953, 3855)", () => {
  it("English reads as before", () => {
    expect(made("en")).toBe(
      "Special offer for you: Tue, Jun 1, 2027 to Fri, Jun 4, 2027, 2 guests, 1 animal, €313.37 in total (usually €400). Book it from this conversation until May 20, 2027, 3:00 PM in Lisbon.",
    );
    expect(made("en", null)).toBe(
      "You're pre-approved: Tue, Jun 1, 2027 to Fri, Jun 4, 2027, 2 guests, 1 animal. Book these dates at once from this conversation until May 20, 2027, 3:00 PM in Lisbon.",
    );
    expect(offerWithdrawnMessage(voiceOf(null), { ...stay, kind: "preapproval", pets: 0, adults: 1 })).toBe(
      "I withdrew my pre-approval for Tue, Jun 1, 2027 to Fri, Jun 4, 2027, 1 guest.",
    );
  });

  it("Spanish and French: their words, dates, money and the home's clock", () => {
    const spanish = made("es");
    expect(spanish).toMatch(
      /^Oferta especial para ti: del mar, 1 jun 2027 al vie, 4 jun 2027, 2 huéspedes, 1 animal, /,
    );
    expect(spanish).toContain(`${formatMoney(31_337, "EUR", true, "es-ES")} en total`);
    expect(spanish).toContain("hasta el 20 may 2027, 15:00, hora de Lisbon.");
    expect(made("fr", null)).toMatch(
      /^Votre séjour est pré-approuvé : du mar\. 1 juin 2027 au ven\. 4 juin 2027/,
    );
    expect(offerWithdrawnMessage(voiceOf("fr"), { ...stay, kind: "offer" })).toMatch(
      /^J'ai retiré mon offre spéciale pour le séjour du mar\. 1 juin 2027/,
    );
  });

  it("Arabic: its words and digits, no English left", () => {
    const arabic = made("ar");
    expect(arabic).toMatch(/^عرض خاص لك: من /);
    expect(arabic).toContain("ضيفان");
    expect(arabic).toMatch(/[٠-٩]/);
    expect(arabic).not.toMatch(/[0-9]|Special|guests|until/);
  });
});
