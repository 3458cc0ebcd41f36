import { todayIn } from "../../shared/dates.ts";
import { priceTermsOf } from "../stays/pricing.ts";
import type { PublicStay } from "../stays/public-stay.ts";
import { stayRulesOf } from "./rules.ts";

/**
 * What the booking box prices with and checks against: the same terms and rules the booking page
 * and service use. The box's own chunk, after the load event, carries the code that applies them.
 */
export const priceBoxOf = (stay: PublicStay) => ({
  terms: priceTermsOf(stay.listing, stay.pet, stay.priceOverrides, todayIn(stay.listing.timeZone)),
  rules: stayRulesOf(stay.listing, stay.pet, stay.priceOverrides),
});
