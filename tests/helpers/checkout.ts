import crypto from "node:crypto";
import { expect } from "vitest";
import { addDays } from "../../app/shared/dates.ts";
import * as bookingForm from "../../app/routes/bookings/booking.tsx";
import * as checkout from "../../app/routes/bookings/checkout.tsx";
import type { TestPlatform } from "./platform.ts";
import { call, formRequest, type Fields } from "./requests.ts";

/**
 * A stay booked through the booking form by the traveller of `cookie` and paid at the demo
 * checkout with the test card that pays (instant book: charged; a request: authorised). Its id.
 */
export async function bookAndPay(
  t: TestPlatform,
  cookie: string,
  input: { slug: string; checkIn: string; nights?: number; fields?: Fields },
): Promise<string> {
  const fields: Fields = {
    listing: input.slug,
    checkIn: input.checkIn,
    checkOut: addDays(input.checkIn, input.nights ?? 2),
    adults: "2",
    children: "0",
    contactPhone: "+1 415 555 0100",
    message: "",
    agree: "on",
    idempotencyKey: crypto.randomUUID(),
    ...input.fields,
  };
  const booked = await call(
    bookingForm.action,
    formRequest("/hotels/booking", fields, { cookie }),
    t.context(),
  );
  const id = booked.location!.match(/booking=([0-9a-f-]{36})$/)![1]!;
  const paid = await call(
    checkout.action,
    formRequest(
      `/hotels/checkout?booking=${id}`,
      { booking: id, cardNumber: "4242424242424242" },
      { cookie },
    ),
    t.context(),
  );
  expect(paid.status).toBe(302);
  return id;
}
