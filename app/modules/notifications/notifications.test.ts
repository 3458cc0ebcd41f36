import { describe, expect, it } from "vitest";
import { CATEGORY_OF, channelsFor, DEFAULT_PREFERENCES, NOTIFICATION_TYPES } from "./notifications.ts";

describe("channelsFor", () => {
  it("emails security notices whatever the preferences, never by SMS", () => {
    const none = {
      emailBookingUpdates: false,
      emailReminders: false,
      emailTips: false,
      smsBookingUpdates: true,
    };
    expect(channelsFor("security_password", none, true)).toEqual({ email: true, sms: false });
  });

  it("sends booking updates by SMS only with the choice made and a verified phone", () => {
    const sms = { ...DEFAULT_PREFERENCES, smsBookingUpdates: true };
    expect(channelsFor("booking_confirmed", sms, true)).toEqual({ email: true, sms: true });
    expect(channelsFor("booking_confirmed", sms, false)).toEqual({ email: true, sms: false });
    expect(channelsFor("booking_cancelled", DEFAULT_PREFERENCES, true)).toEqual({ email: true, sms: false });
  });

  it("follows the reminders choice for reminders and review invitations", () => {
    const off = { ...DEFAULT_PREFERENCES, emailReminders: false };
    expect(channelsFor("stay_reminder", off, true)).toEqual({ email: false, sms: false });
    expect(channelsFor("review_invitation", DEFAULT_PREFERENCES, true)).toEqual({ email: true, sms: false });
  });

  it("gives every type a category", () => {
    for (const type of NOTIFICATION_TYPES) expect(CATEGORY_OF[type]).toBeDefined();
  });
});
