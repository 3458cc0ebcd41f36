import crypto from "node:crypto";
import { expect } from "vitest";
import * as bookingForm from "../../app/routes/bookings/booking.tsx";
import * as checkout from "../../app/routes/bookings/checkout.tsx";
import { addDays } from "../../app/shared/dates.ts";
import type { TestPlatform } from "./platform.ts";
import { call, formRequest, type Fields } from "./requests.ts";

/**
 * Books two nights from `checkIn` through the booking form's action, as a traveller would (two
 * adults, no pets, terms agreed, a fresh idempotency key), in the demo payments mode: the answer is
 * the checkout page of the new booking, whose id is returned.
 */
export async function bookToCheckout(t: TestPlatform, cookie: string, listingSlug: string, checkIn: string) {
  const fields: Fields = {
    listing: listingSlug,
    checkIn,
    checkOut: addDays(checkIn, 2),
    adults: "2",
    children: "0",
    contactPhone: "+1 415 555 0100",
    message: "",
    agree: "on",
    idempotencyKey: crypto.randomUUID(),
  };
  const answer = await call(
    bookingForm.action,
    formRequest("/hotels/booking", fields, { cookie }),
    t.context(),
  );
  expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  return answer.location!.match(/^\/hotels\/checkout\?booking=([0-9a-f-]{36})$/)![1]!;
}

/** Pays a booking's checkout with a demo card number (`extra`: the bank step's fields). */
export function payCheckoutForm(
  t: TestPlatform,
  id: string,
  cardNumber: string,
  cookie: string,
  extra: Fields = {},
) {
  return call(
    checkout.action,
    formRequest(`/hotels/checkout?booking=${id}`, { booking: id, cardNumber, ...extra }, { cookie }),
    t.context(),
  );
}
