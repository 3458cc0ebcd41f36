/**
 * The demo processor's test cards (PAYMENTS_MODE=demo): the numbers a traveller types on the demo
 * checkout, each with how the demo card network answers it. Pure. Any other number is refused: the
 * demo never takes a real card's number.
 */

export type DemoCardBehaviour = "succeeds" | "declined" | "insufficient_funds" | "needs_authentication";

export interface DemoCard {
  number: string;
  behaviour: DemoCardBehaviour;
  /** As the checkout lists it. */
  label: string;
}

export const DEMO_CARDS: readonly DemoCard[] = [
  { number: "4242424242424242", behaviour: "succeeds", label: "Pays" },
  { number: "4000000000000002", behaviour: "declined", label: "Declined" },
  { number: "4000000000009995", behaviour: "insufficient_funds", label: "Insufficient funds" },
  {
    number: "4000002760003184",
    behaviour: "needs_authentication",
    label: "Asks the bank to confirm it's you",
  },
];

/** A card number as typed (spaces and dashes allowed), as 16 digits, or null. */
export function normaliseCardNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return /^[0-9]{16}$/.test(digits) ? digits : null;
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const demoCardOf = (digits: string) => DEMO_CARDS.find((card) => card.number === digits) ?? null;

/** "4242 4242 4242 4242" */
export const spacedCardNumber = (digits: string) => digits.replace(/(.{4})(?=.)/g, "$1 ");

/** Why a typed number cannot be used on the demo checkout, or null when it is a test card. */
export function demoCardProblem(typed: string): string | null {
  const digits = normaliseCardNumber(typed);
  if (!digits || !passesLuhn(digits)) return "Enter a card number of 16 digits.";
  if (!demoCardOf(digits))
    return "Demo payments take only the test cards listed here: no real card is ever charged.";
  return null;
}
