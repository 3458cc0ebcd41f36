import { describe, expect, it } from "vitest";
import {
  checkoutPurposeFor,
  savedCardRefusedToGuest,
  savedCardRefusedToOwner,
  stripeReturnUrls,
} from "./stripe-booking.ts";

describe("the booking's Stripe Checkout", () => {
  it("charges an instant booking, holds a request answered within a hold's life, else saves the card", () => {
    expect(checkoutPurposeFor({ instantBook: true })).toBe("charge");
    expect(checkoutPurposeFor({ instantBook: true, answerHours: 500 })).toBe("charge");
    // Today's 24-hour answer window: a hold.
    expect(checkoutPurposeFor({ instantBook: false })).toBe("hold");
    // A hold lasts 7 days; a day is kept in hand.
    expect(checkoutPurposeFor({ instantBook: false, answerHours: 144 })).toBe("hold");
    expect(checkoutPurposeFor({ instantBook: false, answerHours: 145 })).toBe("save-card");
    expect(checkoutPurposeFor({ instantBook: false, answerHours: 14 * 24 })).toBe("save-card");
  });

  it("sends the traveller back to the return page with the session's id, or to the payment step", () => {
    expect(stripeReturnUrls("https://pets.example/", "b-1")).toEqual({
      successUrl: "https://pets.example/hotels/checkout/return?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://pets.example/hotels/checkout/stripe?booking=b-1",
    });
  });

  it("tells both sides what happens next when the saved card is refused at acceptance", () => {
    const owner = savedCardRefusedToOwner("Your card was declined.", "Jun 3, 2:00 PM");
    expect(owner).toMatch(/Nothing was charged.*open until Jun 3, 2:00 PM.*Accept again.*or decline/);
    const guest = savedCardRefusedToGuest("Your card was declined.", "Jun 3, 2:00 PM");
    expect(guest).toMatch(/details are kept.*open until Jun 3, 2:00 PM.*expires and nothing is charged/);
  });
});
