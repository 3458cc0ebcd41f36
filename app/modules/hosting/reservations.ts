import { isLocale } from "../../i18n/locales.ts";
import { z } from "zod";
import { addDays } from "../../shared/dates.ts";
import { formatInstantIn, formatMoney, type PlacePhrases } from "../../shared/format.ts";
import type { Settlement } from "../bookings/cancellation.ts";
import { DECLINE_REASONS, type DeclineReason } from "../bookings/owner-answers.ts";
import type { StayRules } from "../bookings/rules.ts";
import { checkFit, servesAsServiceAnimal } from "../pets/fit.ts";

/**
 * The owner's side of bookings: which list a booking sits in, the time left to
 * answer a request, the reasons to decline or cancel, and each pet against the
 * policy. Pure: used by the reservations pages and the host home.
 */

export const RESERVATION_TABS = ["requests", "upcoming", "current", "past", "cancelled"] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

export const TAB_LABELS: Record<ReservationTab, string> = {
  requests: "Requests",
  upcoming: "Upcoming",
  current: "Staying now",
  past: "Past",
  cancelled: "Cancelled",
};

export const isReservationTab = (value: unknown): value is ReservationTab =>
  RESERVATION_TABS.includes(value as ReservationTab);

/**
 * The list a booking belongs in, on the listing's today: a request waits for an
 * answer; a confirmed stay is upcoming until check-in day, current until check-out
 * day, then past; declined, cancelled and expired bookings are kept apart.
 */
export function tabOf(status: string, stay: { start: string; end: string }, today: string): ReservationTab {
  switch (status) {
    case "pending":
      return "requests";
    case "confirmed":
      if (today < stay.start) return "upcoming";
      return today < stay.end ? "current" : "past";
    case "completed":
      return "past";
    default:
      return "cancelled";
  }
}

/** The time left to answer, for the countdown: whole minutes, never negative. */
export function timeLeft(expiresAt: Date, now: Date) {
  const minutes = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
  const hours = Math.floor(minutes / 60);
  const text =
    minutes === 0
      ? "no time"
      : hours === 0
        ? `${minutes} min`
        : `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return { minutes, text, urgent: minutes < 4 * 60 };
}

export const NOTE_MAX = 500;

const note = z
  .string()
  .trim()
  .max(NOTE_MAX, `At most ${NOTE_MAX} characters.`)
  .optional()
  .transform((v) => v ?? "");

export const declineSchema = z
  .object({
    reason: z.enum(Object.keys(DECLINE_REASONS) as [DeclineReason, ...DeclineReason[]], {
      message: "Choose why you are declining.",
    }),
    note,
  })
  .refine((v) => v.reason !== "other" || v.note.length >= 5, {
    path: ["note"],
    message: "Tell the traveller why, in a few words.",
  });

/** An owner's cancellation always says why: the traveller is told, and it is counted on the host profile. */
export const hostCancelSchema = z.object({
  note: z
    .string()
    .trim()
    .min(10, "Tell the traveller why you are cancelling (at least 10 characters).")
    .max(NOTE_MAX, `At most ${NOTE_MAX} characters.`),
});

/**
 * A cancellation in money, as the owner reads it: what the traveller had paid by then (by the
 * payment terms, see `settlementOf`), what the owner pays back or is still owed. Never a
 * "refund" of money nobody paid (stays are paid at check-in, so an owner who cancels before it
 * usually has nothing to pay back). `done` speaks of a cancellation made, else of one considered.
 */
export function hostSettlementWords(
  settlement: Settlement,
  currency: string,
  totalCents: number,
  done = false,
  reader?: SettlementReader,
) {
  const money = (cents: number) => formatMoney(cents, currency, true, reader?.tag);
  const { paidCents, backCents, oweCents } = settlement;
  // The catalogue's host.settlement in the reader's language, else these English words (the same).
  const said = (key: string, english: string, values: Record<string, string> = {}) =>
    reader ? reader.say(key, { done: done ? "yes" : "no", ...values }) : english;
  const paid = money(paidCents);
  if (paidCents === 0 && oweCents === 0)
    return said(
      "nothing",
      done
        ? "Nothing had been paid, and nothing is owed."
        : "Nothing has been paid yet: the traveller would owe nothing.",
    );
  if (paidCents === 0)
    return said(
      "nothingPaidOwes",
      done
        ? `Nothing had been paid; under the cancellation policy the traveller owes you ${money(oweCents)} of the ${money(totalCents)} total.`
        : `Nothing has been paid yet; under the cancellation policy the traveller would still owe you ${money(oweCents)} of the ${money(totalCents)} total.`,
      { owe: money(oweCents), total: money(totalCents) },
    );
  if (oweCents > 0)
    return said(
      "paidOwes",
      done
        ? `The traveller had paid ${paid}; under the cancellation policy they still owe you ${money(oweCents)}.`
        : `The traveller has paid ${paid}; under the cancellation policy they would still owe you ${money(oweCents)}.`,
      { paid, owe: money(oweCents) },
    );
  if (backCents === 0)
    return said(
      "paidKept",
      done
        ? `The traveller had paid ${paid}; under the cancellation policy you keep all of it.`
        : `The traveller has paid ${paid}; under the cancellation policy you would keep all of it.`,
      { paid },
    );
  return said(
    "paidBack",
    done
      ? `The traveller had paid ${paid}; you pay back ${money(backCents)}.`
      : `The traveller has paid ${paid}; you would pay back ${money(backCents)}.`,
    { paid, back: money(backCents) },
  );
}

/** The reader's language for the settlement's words: the catalogue's `host.settlement` and its Intl tag. */
export type SettlementReader = {
  say: (key: string, values?: Record<string, string | number>) => string;
  tag: string;
};

/** Each animal of a booking against the listing's pet policy as it stands now (the one fit check). */
export function petsAgainstPolicy(
  rules: StayRules,
  pets: { name?: string; species: string; breed?: string; weightLb?: number; serviceAnimal?: boolean }[],
) {
  const fit = checkFit(
    rules.pet,
    pets.map((p) => ({ ...p, weightLb: p.weightLb ?? null })),
  );
  const overall = fit.reasons.filter((r) => r.pet === undefined).map((r) => r.message);
  return {
    overall: overall.length ? overall.join(" ") : null,
    pets: pets.map((pet, index) => ({
      ...pet,
      // Marked as one but not a dog (nor a miniature horse where allowed): a pet, shown as one.
      ...(pet.serviceAnimal ? { serviceAnimal: servesAsServiceAnimal(pet, rules.pet.country) } : {}),
      problems: fit.reasons.filter((r) => r.pet === index).map((r) => r.message),
    })),
  };
}

/** How the reader's language writes money and the home's clock (English when not given). */
export type ReaderFormats = { tag: string; place: PlacePhrases };

/** A booking as the owner's lists show it (see components/reservation-list.tsx), in the reader's formats. */
export function reservationRow(
  r: {
    id: string;
    reference: string | null;
    status: string;
    stay: { start: string; end: string };
    adults: number;
    children: number;
    pets: unknown[];
    totalCents: number;
    currency: string;
    expiresAt: Date | null;
    guestName: string;
    guestAvatar: string | null;
    guestLanguage: string | null;
    listingTitle: string;
    timeZone: string;
    city: string;
  },
  reader?: ReaderFormats,
) {
  return {
    id: r.id,
    reference: r.reference,
    status: r.status as "pending" | "confirmed" | "declined" | "cancelled" | "completed" | "expired",
    checkIn: r.stay.start,
    checkOut: r.stay.end,
    guestName: r.guestName,
    guestAvatar: r.guestAvatar,
    /** The language the guest chose for the site (a code we speak), or null when never chosen. */
    guestLanguage: isLocale(r.guestLanguage) ? r.guestLanguage : null,
    listingTitle: r.listingTitle,
    guests: r.adults + r.children,
    animals: r.pets.length,
    total: formatMoney(r.totalCents, r.currency, false, reader?.tag),
    expiresAt: r.status === "pending" && r.expiresAt ? r.expiresAt.toISOString() : null,
    deadline:
      r.status === "pending" && r.expiresAt
        ? formatInstantIn(r.expiresAt, r.timeZone, r.city, reader?.tag, reader?.place)
        : null,
  };
}

/** How far ahead the host home looks for arrivals and departures. */
export const GLANCE_DAYS = 7;

/**
 * The host home's "today at a glance", each booking on its home's own today:
 * requests waiting (soonest deadline first), guests arriving and leaving within
 * the next days, and who is staying now.
 */
export function atAGlance<
  T extends { status: string; stay: { start: string; end: string }; today: string; expiresAt: Date | null },
>(rows: T[]) {
  const active = (r: T) => r.status === "confirmed";
  const within = (day: string, today: string) => day >= today && day <= addDays(today, GLANCE_DAYS);
  const byStart = (a: T, b: T) => a.stay.start.localeCompare(b.stay.start);
  return {
    requests: rows
      .filter((r) => r.status === "pending")
      .sort((a, b) => (a.expiresAt?.getTime() ?? 0) - (b.expiresAt?.getTime() ?? 0)),
    arriving: rows.filter((r) => active(r) && within(r.stay.start, r.today)).sort(byStart),
    staying: rows.filter((r) => active(r) && r.stay.start < r.today && r.today < r.stay.end).sort(byStart),
    leaving: rows
      .filter((r) => active(r) && r.stay.start < r.today && within(r.stay.end, r.today))
      .sort((a, b) => a.stay.end.localeCompare(b.stay.end)),
  };
}

/**
 * The cancellation's words on the owner's side when the guest paid through the site (decision
 * 3510): against what the card was charged and refunded, never the direct mode's schedule.
 */
export function hostCardSettlementWords(
  money: { paidCents: number; refundedCents: number; currency: string },
  done: boolean,
  reader?: SettlementReader,
) {
  const cash = (cents: number) => formatMoney(cents, money.currency, true, reader?.tag);
  const said = (key: string, english: string, values: Record<string, string> = {}) =>
    reader ? reader.say(key, { done: done ? "yes" : "no", ...values }) : english;
  if (money.paidCents === 0)
    return said(
      "cardNothing",
      done ? "Nothing had been paid by card." : "Nothing has been paid by card yet: nothing to refund.",
    );
  return said(
    "cardPaid",
    done
      ? `The guest paid ${cash(money.paidCents)} by card; ${cash(money.refundedCents)} was refunded to it.`
      : `The guest paid ${cash(money.paidCents)} by card: if you cancel, all of it is refunded to their card.`,
    { paid: cash(money.paidCents), refunded: cash(money.refundedCents) },
  );
}
