import { describe, expect, it } from "vitest";
import { CATEGORY_OF } from "../notifications/notifications.ts";
import { voiceOf } from "../../i18n/voice.server.ts";
import { ownerCancelledMoney } from "./money-words.ts";
import { localizeMessageIn } from "../../i18n/server-messages.server.ts";
import { historyNoteIn } from "./history-note.server.ts";
import { GUEST_ENDINGS } from "./history-note.ts";
import { declineMessage } from "./owner-answers.ts";
import {
  BOOKING_STATUSES,
  FINAL_STATUSES,
  guestCancellationOf,
  mayTake,
  noticeLink,
  ruleHolds,
  TRANSITION_NAMES,
  transitionOf,
  type Actor,
  type TransitionFacts,
  type TransitionName,
} from "./process.ts";

const facts: TransitionFacts = {
  bookingId: "b1",
  title: "Cabin by the lake",
  city: "Bend",
  stay: { start: "2027-03-01", end: "2027-03-05" },
  reason: "A pipe burst. Call me on 541 555 0187",
  reasonToGuest: "A pipe burst. Call me on [phone number hidden]",
  money: "Nothing had been paid.",
  moneyToGuest: ownerCancelledMoney(0, "USD"),
};
const english = voiceOf("en");

const hour = 3_600_000;
const NOW = new Date("2027-02-01T12:00:00Z");
const at = (hours: number) => new Date(NOW.getTime() + hours * hour);

describe("the booking process table", () => {
  it("reaches every status from the three ways a booking is made", () => {
    const makers = TRANSITION_NAMES.filter((name) => transitionOf(name).from.length === 0);
    // Directly (PAYMENTS_MODE=direct), or at the checkout when payments go through the site.
    expect(makers.sort()).toEqual(["checkout", "instantBook", "request"]);
    const reached = new Set(makers.map((name) => transitionOf(name).to));
    for (let grew = true; grew;) {
      grew = false;
      for (const name of TRANSITION_NAMES) {
        const { from, to } = transitionOf(name);
        if (from.some((status) => reached.has(status)) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...BOOKING_STATUSES].sort());
  });

  it("leaves no final status, and every other status has a way out", () => {
    for (const status of BOOKING_STATUSES) {
      const leaving = TRANSITION_NAMES.filter((name) => {
        const t = transitionOf(name);
        return t.from.includes(status) && t.to !== status;
      });
      if (FINAL_STATUSES.has(status)) {
        expect(
          TRANSITION_NAMES.filter((name) => transitionOf(name).from.includes(status)),
          status,
        ).toEqual([]);
      } else {
        expect(leaving.length, status).toBeGreaterThan(0);
      }
    }
  });

  it("gives each transition to its own actor: the traveller, the owner, the site's clock or an operator", () => {
    const byActor: Record<Actor, TransitionName[]> = { guest: [], owner: [], system: [], operator: [] };
    for (const name of TRANSITION_NAMES) {
      const { by } = transitionOf(name);
      // Nobody shares a transition: each side's right to it is checked apart.
      expect(by, name).toHaveLength(1);
      byActor[by[0]!].push(name);
    }
    expect(byActor.guest.sort()).toEqual([
      "authorise",
      "cancelByGuest",
      "checkout",
      "instantBook",
      "pay",
      "request",
      "withdraw",
    ]);
    expect(byActor.owner.sort()).toEqual(["accept", "cancelByOwner", "decline"]);
    // An operator cancels on the site's behalf (the console, decision 3720).
    expect(byActor.operator).toEqual(["cancelBySite"]);
    expect(byActor.system.sort()).toEqual([
      "abandonCheckout",
      "complete",
      "expire",
      "remindBeforeCheckIn",
      "warnGuestBeforeExpiry",
      "warnOwnerBeforeExpiry",
    ]);
    // The clock's transitions are timed; so is every person's (a deadline, check-in, check-out).
    for (const name of TRANSITION_NAMES.filter((n) => transitionOf(n).from.length > 0))
      expect(transitionOf(name).when, name).toBeDefined();
  });

  it("lets only the right actor take a transition, from its statuses, in its time", () => {
    const request = { now: NOW, expiresAt: at(3) };
    expect(mayTake("accept", "pending", "owner", request)).toBe(true);
    expect(mayTake("accept", "pending", "guest", request)).toBe(false);
    expect(mayTake("accept", "pending", "system", request)).toBe(false);
    expect(mayTake("accept", "confirmed", "owner", request)).toBe(false);
    // Past the answer deadline the request has expired, swept or not.
    expect(mayTake("accept", "pending", "owner", { now: NOW, expiresAt: NOW })).toBe(false);
    expect(mayTake("decline", "pending", "owner", { now: NOW, expiresAt: at(-1) })).toBe(false);
    expect(mayTake("expire", "pending", "system", { now: NOW, expiresAt: NOW })).toBe(true);
    expect(mayTake("expire", "pending", "owner", { now: NOW, expiresAt: NOW })).toBe(false);

    const stay = { now: NOW, checkInAt: at(2), checkOutAt: at(98) };
    expect(mayTake("cancelByOwner", "confirmed", "owner", stay)).toBe(true);
    expect(mayTake("cancelByOwner", "confirmed", "guest", stay)).toBe(false);
    // After check-in the owner may not cancel; the traveller may until check-out.
    const started = { now: at(3), checkInAt: at(2), checkOutAt: at(98) };
    expect(mayTake("cancelByOwner", "confirmed", "owner", started)).toBe(false);
    expect(mayTake("cancelByGuest", "confirmed", "guest", started)).toBe(true);
    expect(mayTake("cancelByGuest", "confirmed", "owner", started)).toBe(false);
    expect(mayTake("cancelByGuest", "confirmed", "guest", { ...started, now: at(98) })).toBe(false);
    expect(mayTake("withdraw", "pending", "guest", started)).toBe(true);
    expect(mayTake("withdraw", "confirmed", "guest", started)).toBe(false);
    expect(mayTake("complete", "confirmed", "system", { now: at(98), checkOutAt: at(98) })).toBe(true);
    // A moment nobody gave never holds.
    expect(mayTake("cancelByOwner", "confirmed", "owner", { now: NOW })).toBe(false);
  });

  it("takes a checkout's payment only within its 15 minutes; the clock lets it go after", () => {
    const waiting = { now: NOW, expiresAt: at(0.25) };
    expect(mayTake("pay", "awaiting_payment", "guest", waiting)).toBe(true);
    expect(mayTake("authorise", "awaiting_payment", "guest", waiting)).toBe(true);
    expect(mayTake("pay", "awaiting_payment", "owner", waiting)).toBe(false);
    expect(mayTake("pay", "pending", "guest", waiting)).toBe(false);
    expect(mayTake("abandonCheckout", "awaiting_payment", "system", waiting)).toBe(false);
    const late = { now: at(0.25), expiresAt: at(0.25) };
    expect(mayTake("pay", "awaiting_payment", "guest", late)).toBe(false);
    expect(mayTake("abandonCheckout", "awaiting_payment", "system", late)).toBe(true);
    // Paying sends what booking directly sends: the instant booking's or the request's notices.
    expect(transitionOf("pay").notices).toBe(transitionOf("instantBook").notices);
    expect(transitionOf("authorise").notices).toBe(transitionOf("request").notices);
    expect(transitionOf("checkout").notices).toEqual([]);
    expect(transitionOf("authorise").deadline).toBe("request");
    expect(transitionOf("pay").deadline).toBe("none");
  });

  it("times the warnings and the reminder", () => {
    const warn = transitionOf("warnGuestBeforeExpiry").when!;
    expect(ruleHolds(warn, { now: NOW, expiresAt: at(6) })).toBe(true);
    expect(ruleHolds(warn, { now: NOW, expiresAt: at(6.1) })).toBe(false);
    expect(ruleHolds(warn, { now: NOW, expiresAt: NOW })).toBe(false);
    expect(ruleHolds(transitionOf("warnOwnerBeforeExpiry").when!, { now: NOW, expiresAt: at(5) })).toBe(
      false,
    );
    const remind = transitionOf("remindBeforeCheckIn").when!;
    expect(ruleHolds(remind, { now: NOW, today: "2027-02-26", checkIn: "2027-03-01" })).toBe(true);
    expect(ruleHolds(remind, { now: NOW, today: "2027-02-25", checkIn: "2027-03-01" })).toBe(false);
    expect(ruleHolds(remind, { now: NOW, today: "2027-03-02", checkIn: "2027-03-01" })).toBe(false);
  });

  it("marks the once-only transitions, which keep the status and write no history", () => {
    for (const name of TRANSITION_NAMES) {
      const t = transitionOf(name);
      const stays = t.from.length > 0 && t.from.every((status) => status === t.to);
      expect(Boolean(t.once), name).toBe(stays);
      if (t.once) expect(t.note, name).toBeNull();
      else expect(t.note, name).not.toBeNull();
    }
  });

  it("moves money paid through the site with the booking: a request's hold until it is answered, a stay's payment until it ends", () => {
    for (const name of TRANSITION_NAMES) {
      const t = transitionOf(name);
      const ends = t.from.length > 0 && !t.from.includes(t.to) && t.to !== "completed";
      // Whatever ends a request lets its hold go; whatever ends a confirmed stay refunds; accepting takes the hold.
      const expected =
        name === "accept"
          ? "capture"
          : ends && t.from.every((s) => s === "pending")
            ? "release"
            : ends && t.from.every((s) => s === "confirmed")
              ? "refund"
              : undefined;
      expect(t.money, name).toBe(expected);
    }
  });

  it("records who ended a booking and what comes back", () => {
    expect(transitionOf("decline")).toMatchObject({ endedBy: "owner", to: "declined" });
    expect(transitionOf("decline").refund).toBeUndefined();
    expect(transitionOf("cancelByOwner")).toMatchObject({ endedBy: "owner", refund: "all" });
    expect(transitionOf("cancelByGuest")).toMatchObject({ endedBy: "guest", refund: "policy" });
    expect(transitionOf("withdraw")).toMatchObject({ endedBy: "guest", refund: "policy" });
    expect(transitionOf("cancelBySite")).toMatchObject({
      endedBy: "site",
      refund: "policy",
      to: "cancelled",
    });
    expect(guestCancellationOf("pending")).toBe("withdraw");
    expect(guestCancellationOf("confirmed")).toBe("cancelByGuest");
  });
});

describe("who is told, and how", () => {
  const told = (name: TransitionName) =>
    transitionOf(name).notices.map((n) => `${n.to}:${n.type}${n.bookingEmail ? "+booking email" : ""}`);

  it("sends an accepted request the same confirmation as an instant booking", () => {
    expect(told("accept")).toEqual(["guest:booking_confirmed+booking email"]);
    expect(told("instantBook")).toEqual([
      "guest:booking_confirmed+booking email",
      "owner:host_booking_received",
    ]);
    expect(told("request")).toEqual(["guest:booking_requested+booking email", "owner:host_request_received"]);
  });

  it("tells both sides of what the other did, and the owner of what the clock did to a request", () => {
    expect(told("decline")).toEqual(["guest:booking_declined"]);
    expect(told("cancelByOwner")).toEqual(["guest:booking_cancelled"]);
    expect(told("withdraw")).toEqual(["guest:booking_cancelled", "owner:host_booking_cancelled"]);
    expect(told("cancelBySite")).toEqual(["guest:booking_cancelled", "owner:host_booking_cancelled"]);
    expect(told("cancelByGuest")).toEqual(["guest:booking_cancelled", "owner:host_booking_cancelled"]);
    expect(told("expire")).toEqual(["guest:request_expired", "owner:host_request_expired"]);
    expect(told("warnGuestBeforeExpiry")).toEqual(["guest:request_expiring"]);
    expect(told("warnOwnerBeforeExpiry")).toEqual(["owner:host_request_expiring"]);
    expect(told("remindBeforeCheckIn")).toEqual(["guest:stay_reminder"]);
    expect(told("complete")).toEqual(["guest:review_invitation"]);
  });

  it("sends owners' notices by their hosting choices, travellers' by theirs", () => {
    for (const name of TRANSITION_NAMES)
      for (const notice of transitionOf(name).notices)
        expect(CATEGORY_OF[notice.type] === "hosting", `${name} → ${notice.type}`).toBe(
          notice.to === "owner",
        );
  });

  it("says the owner's words to the traveller as they may read them, and links each side to its page", () => {
    const decline = transitionOf("decline");
    expect(decline.note!(facts)).toBe("Declined by the owner. A pipe burst. Call me on 541 555 0187");
    expect(decline.notices[0]!.body(facts, english)).toBe(
      "A pipe burst. Call me on [phone number hidden] Nothing is charged. Similar stays in Bend are waiting for you.",
    );
    const cancel = transitionOf("cancelByOwner");
    expect(cancel.note!(facts)).toBe(
      "Cancelled by the owner: A pipe burst. Call me on 541 555 0187 Nothing had been paid.",
    );
    expect(cancel.notices[0]!.body(facts, english)).toContain(
      "“A pipe burst. Call me on [phone number hidden]”",
    );
    expect(noticeLink(transitionOf("accept").notices[0]!, facts)).toBe("/user/bookings/b1");
    expect(noticeLink(transitionOf("expire").notices[1]!, facts)).toBe("/host/reservations/b1");
    expect(noticeLink(transitionOf("complete").notices[0]!, facts)).toBe("/user/bookings/b1/review");
  });

  it("writes each notice in its reader's language (decision 3855), dates as that language writes them", () => {
    const request = transitionOf("request").notices;
    const [toGuest, toOwner] = [request[0]!, request[1]!];
    expect(toOwner.title(facts, english)).toBe(`New request to book ${facts.title}`);
    expect(toGuest.title(facts, voiceOf("es"))).toBe(`Tu solicitud para ${facts.title} se ha enviado`);
    expect(toGuest.body(facts, voiceOf("es"))).toContain("24 horas");
    expect(toOwner.body(facts, voiceOf("fr"))).toContain("sous 24 heures");
    // Arabic: its own plural and Arabic-Indic digits in the dates.
    expect(toGuest.body(facts, voiceOf("ar"))).toContain("٢٤ ساعة");
    expect(toOwner.body(facts, voiceOf("ar"))).toMatch(/^من .*[٠-٩].* إلى /);
    // Every notice of every transition has its words in every language (no key left raw).
    for (const name of TRANSITION_NAMES)
      for (const notice of transitionOf(name).notices)
        for (const locale of ["en", "es", "fr", "ar"] as const) {
          const v = voiceOf(locale);
          for (const said of [notice.title(facts, v), notice.body(facts, v)])
            expect(said, `${name} ${locale}`).not.toMatch(/^notice\.|\{|\}/);
        }
  });
});

describe("a decline and a guest's cancellation told wholly in the recipient's language (issue 38)", () => {
  const words = "Sorry, the cat. Call me on 541 555 0187";
  const declined: TransitionFacts = {
    ...facts,
    reason: declineMessage("pets", words),
    decline: { reason: "pets", words, wordsToGuest: "Sorry, the cat. Call me on [phone number hidden]" },
  };
  const decline = transitionOf("decline");

  it("keeps a decline's note in parts: the reason by its key, the owner's words as written", () => {
    expect(decline.note!(declined)).toBe(
      `Declined by the owner. The pets aren't a good fit for this home. “${words}”`,
    );
    expect(decline.parts!(declined)).toEqual({ frame: "declined", reason: "pets", words });
    // A decline that did not come through the owner's answer (no parts): read back as before.
    expect(decline.parts!(facts)).toBeNull();
  });

  it("tells the traveller why in their language, the owner's words as they may read them", () => {
    const body = (locale: "en" | "es" | "fr" | "ar", f = declined) =>
      decline.notices[0]!.body(f, voiceOf(locale));
    expect(body("en")).toBe(
      "The pets aren't a good fit for this home. “Sorry, the cat. Call me on [phone number hidden]” Nothing is charged. Similar stays in Bend are waiting for you.",
    );
    expect(body("es")).toBe(
      "Las mascotas no encajan con este alojamiento. «Sorry, the cat. Call me on [phone number hidden]» No se cobra nada. Te esperan estancias parecidas en Bend.",
    );
    expect(body("fr")).toMatch(
      /^Les animaux ne conviennent pas à ce logement\. « Sorry, the cat\. Call me on \[phone number hidden\] » Rien/,
    );
    expect(body("ar")).toMatch(/^الحيوانات الأليفة لا تناسب هذا المنزل\. «Sorry, the cat\./);
    // Only the site's reason, or only the owner's words.
    const only = (reason: "dates" | "other", w: string) => ({
      ...declined,
      reason: declineMessage(reason, w),
      decline: { reason, words: w },
    });
    expect(body("es", only("dates", ""))).toMatch(
      /^Al final, las fechas no me vienen bien\. No se cobra nada\./,
    );
    expect(body("es", only("other", "Obras en casa."))).toMatch(/^«Obras en casa\.» No se cobra nada\./);
    for (const locale of ["es", "fr", "ar"] as const) expect(body(locale)).not.toMatch(/aren't|pets|\{|\}/);
  });

  it("tells the owner the guest's ending in the owner's language", () => {
    for (const name of ["withdraw", "cancelByGuest"] as const) {
      const toOwner = transitionOf(name).notices.find((n) => n.to === "owner")!;
      const said = (locale: "en" | "es" | "fr" | "ar", reason: string) =>
        toOwner.body({ ...facts, reason }, voiceOf(locale));
      expect(said("en", GUEST_ENDINGS.guestCancelled)).toMatch(
        /: the nights are open again\. Cancelled by the guest\.$/,
      );
      expect(said("es", GUEST_ENDINGS.guestCancelled)).toMatch(
        /: las noches vuelven a estar libres\. Cancelada por el viajero\.$/,
      );
      expect(said("fr", GUEST_ENDINGS.guestDeletedAccount)).toMatch(/Le voyageur a supprimé son compte\.$/);
      expect(said("ar", GUEST_ENDINGS.guestDeletedAccount)).toMatch(/حذف المسافر حسابه\.$/);
    }
  });
});

describe("the history's notes in the reader's language (issue 38)", () => {
  // A cancellation's note joins a reason and a money sentence: it is kept in parts too (decision 3891).
  const JOINED: TransitionName[] = ["withdraw", "cancelByGuest", "cancelByOwner", "cancelBySite"];
  it("finds every note the process writes among trips.historyNotes, and says it in each language", () => {
    for (const name of TRANSITION_NAMES) {
      const note = transitionOf(name).note?.(facts);
      expect({ name, parts: transitionOf(name).parts !== undefined }).toEqual({
        name,
        parts: [...JOINED, "decline"].includes(name),
      });
      if (!note || JOINED.includes(name)) continue;
      expect({ name, said: localizeMessageIn("fr", "trips.historyNotes", note) !== note }).toEqual({
        name,
        said: true,
      });
    }
    // A booked offer's first line (bookings.server.ts).
    expect(
      localizeMessageIn(
        "fr",
        "trips.historyNotes",
        "Booked and confirmed at once through the owner's special offer.",
      ),
    ).toBe("Réservé et confirmé immédiatement grâce à l’offre spéciale du propriétaire.");
    const instant = transitionOf("instantBook").note!(facts);
    expect(localizeMessageIn("en", "trips.historyNotes", instant)).toBe(instant);
    expect(localizeMessageIn("es", "trips.historyNotes", instant)).toBe(
      "Reservada y confirmada al instante (reserva inmediata).",
    );
    expect(localizeMessageIn("ar", "trips.historyNotes", transitionOf("expire").note!(facts))).toBe(
      "لم يُجب المالك خلال ٢٤ ساعة؛ ولن يُخصم أي مبلغ.",
    );
  });

  it("says every cancellation's note in each language from its parts, the person's words as written", () => {
    const money = (name: TransitionName): Pick<TransitionFacts, "money" | "moneyNote"> =>
      name === "cancelByOwner"
        ? {
            money: "€120.50 paid, paid back.",
            moneyNote: { kind: "paidBack", cents: 12050, currency: "EUR" },
          }
        : name === "cancelBySite"
          ? { money: "Refund of €120.50.", moneyNote: { kind: "refund", cents: 12050, currency: "EUR" } }
          : {
              money: "At least 5 days before check-in: the policy keeps nothing.",
              moneyNote: { kind: "policy", rule: "moderateFull" },
            };
    for (const name of JOINED) {
      const guest = name === "withdraw" || name === "cancelByGuest";
      const written = { ...facts, ...money(name), reason: guest ? "Cancelled by the guest." : facts.reason };
      const note = transitionOf(name).note!(written);
      const parts = transitionOf(name).parts!(written)!;
      // The old read-back cannot tell the words from the money: the note stays English that way.
      expect(localizeMessageIn("fr", "trips.historyNotes", note), name).toBe(note);
      expect(historyNoteIn("en", { note, parts }).note, name).toBe(note);
      for (const locale of ["es", "fr", "ar"] as const) {
        const said = historyNoteIn(locale, { note, parts });
        expect(said.note, `${name} ${locale}`).not.toBe(note);
        expect(said.note, `${name} ${locale}`).not.toMatch(/Cancelled|paid|Refund|policy|\{|\}|historyParts/);
        // Only the person's words are theirs, as written; the amount in the language's digits.
        if (!guest)
          expect(
            said.pieces!.filter((p) => p.own),
            name,
          ).toEqual([{ text: facts.reason, own: true }]);
        else
          expect(
            said.pieces!.some((p) => p.own),
            name,
          ).toBe(false);
        if (!guest && locale === "ar") expect(said.note, name).toMatch(/١٢٠٫٥٠/);
      }
    }
  });
});
