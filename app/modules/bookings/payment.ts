import { addDays } from "../../shared/dates.ts";
import { MONTHLY_FROM_NIGHTS, roundCents, type PriceQuote } from "../stays/pricing.ts";
import { NIGHTS_PER_MONTH, type PetFeeBasis } from "../pets/pet-fee.ts";

/**
 * How a stay is paid: the site's payment terms. There is no card processor yet,
 * so the guest pays the owner directly, and every page says exactly what is due
 * when. The seam for a payment step is the booking action (routes/bookings/booking.tsx):
 * after `createBooking`, a processor would charge the first installment below and
 * the later ones on their dates.
 *
 * - A stay shorter than a month (28 nights): the whole total at check-in.
 * - A month or longer: one payment per 30 nights, each due on the first day of its
 *   30 nights. The cleaning fee and one-off pet fees (with their tax) are in the
 *   first; the rest is shared by nights, the last payment taking the rounding.
 * - The refundable pet deposit is paid at check-in, apart from the total.
 */
export interface Installment {
  dueOn: string;
  amountCents: number;
  /** The nights this payment covers. */
  nights: number;
}

const ONE_OFF_PET_FEES: ReadonlySet<PetFeeBasis> = new Set(["per_stay", "per_pet_per_stay"]);

export function paymentSchedule(quote: PriceQuote, petFeeBasis: PetFeeBasis, checkIn: string): Installment[] {
  if (quote.nights < MONTHLY_FROM_NIGHTS)
    return [{ dueOn: checkIn, amountCents: quote.totalCents, nights: quote.nights }];
  const oneOffBeforeTax =
    quote.cleaningFeeCents + (ONE_OFF_PET_FEES.has(petFeeBasis) ? quote.petFeeCents : 0);
  const oneOffTax =
    quote.taxableCents > 0 ? roundCents((quote.taxCents * oneOffBeforeTax) / quote.taxableCents) : 0;
  const oneOff = oneOffBeforeTax + oneOffTax;
  const shared = quote.totalCents - oneOff;
  const installments: Installment[] = [];
  let counted = 0;
  for (let first = 0; first < quote.nights; first += NIGHTS_PER_MONTH) {
    const nights = Math.min(NIGHTS_PER_MONTH, quote.nights - first);
    const last = first + nights >= quote.nights;
    const share = last ? shared - counted : roundCents((shared * nights) / quote.nights);
    counted += share;
    installments.push({
      dueOn: addDays(checkIn, first),
      amountCents: share + (first === 0 ? oneOff : 0),
      nights,
    });
  }
  return installments;
}
