import { voiceOf } from "../../i18n/voice.server.ts";
import { describe, expect, it } from "vitest";
import {
  emailActionLabel,
  CATEGORY_OF,
  channelsFor,
  DEFAULT_PREFERENCES,
  deliveryPlan,
  liveUpdate,
  MAX_DELIVERY_ATTEMPTS,
  NOTIFICATION_TYPES,
  pageShowsNotice,
  smsText,
  statusAfterTry,
} from "./notifications.ts";

describe("channelsFor", () => {
  it("emails security notices whatever the preferences, never by SMS", () => {
    const none = {
      emailBookingUpdates: false,
      emailReminders: false,
      emailTips: false,
      smsBookingUpdates: true,
      emailHostingUpdates: false,
      smsHostingUpdates: true,
    };
    expect(channelsFor("security_password", none, true)).toEqual({ email: true, sms: false });
  });

  it("tells owners of their homes by the hosting choices, texts only to a verified phone", () => {
    const hosting = { ...DEFAULT_PREFERENCES, emailBookingUpdates: false, smsHostingUpdates: true };
    expect(channelsFor("host_request_received", hosting, true)).toEqual({ email: true, sms: true });
    expect(channelsFor("host_request_received", hosting, false)).toEqual({ email: true, sms: false });
    const quiet = { ...DEFAULT_PREFERENCES, emailHostingUpdates: false };
    expect(channelsFor("host_calendar_conflict", quiet, true)).toEqual({ email: false, sms: false });
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

describe("deliveryPlan and statusAfterTry", () => {
  const recipient = { email: "a@example.com", phoneNumber: "+15555550100", phoneNumberVerified: true };
  const pending = {
    type: "booking_cancelled" as const,
    emailStatus: "pending" as const,
    smsStatus: "pending" as const,
  };

  it("sends only pending channels the user chose, SMS only to a verified phone", () => {
    const sms = { ...DEFAULT_PREFERENCES, smsBookingUpdates: true };
    expect(deliveryPlan(pending, sms, recipient)).toEqual({ email: true, sms: true });
    expect(deliveryPlan(pending, sms, { ...recipient, phoneNumberVerified: false })).toEqual({
      email: true,
      sms: false,
    });
    expect(deliveryPlan(pending, sms, { ...recipient, phoneNumber: null })).toEqual({
      email: true,
      sms: false,
    });
    expect(deliveryPlan({ ...pending, emailStatus: "skipped" }, sms, recipient)).toEqual({
      email: false,
      sms: true,
    });
  });

  it("skips what was not planned, retries failures until the last attempt", () => {
    expect(statusAfterTry(false, "pending", null, 1)).toBe("skipped");
    expect(statusAfterTry(true, "pending", "sent", 1)).toBe("sent");
    expect(statusAfterTry(true, "pending", "failed", 1)).toBe("pending");
    expect(statusAfterTry(true, "pending", "failed", MAX_DELIVERY_ATTEMPTS)).toBe("failed");
    expect(statusAfterTry(true, "sent", null, 2)).toBe("sent");
  });
});

describe("smsText", () => {
  it("fits one message with the link", () => {
    const text = smsText("x".repeat(300), "http://localhost:3000/user/bookings/123");
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith(" http://localhost:3000/user/bookings/123")).toBe(true);
    expect(smsText("Your booking is confirmed", null)).toBe(
      "Pet Friendly Rentals: Your booking is confirmed",
    );
  });
});

describe("liveUpdate", () => {
  const state = (unread: number, id: string | null, read = false) => ({
    unreadMessages: 0,
    unread,
    latest: id ? { id, title: `T ${id}`, link: null, read } : null,
  });

  it("takes the first state as the baseline, refreshing only if the count moved", () => {
    expect(liveUpdate(null, state(2, "a"), 2)).toEqual({ announce: null, refresh: false });
    expect(liveUpdate(null, state(3, "a"), 2)).toEqual({ announce: null, refresh: true });
  });

  it("announces a newer unread notification", () => {
    expect(liveUpdate(state(1, "a"), state(2, "b"), 1)).toEqual({ announce: "T b", refresh: true });
    expect(liveUpdate(state(0, null), state(1, "b"), 0)).toEqual({ announce: "T b", refresh: true });
  });

  it("refreshes quietly when notifications were read elsewhere", () => {
    expect(liveUpdate(state(2, "b"), state(0, "b", true), 2)).toEqual({ announce: null, refresh: true });
  });
});

describe("which open page reloads for a notice", () => {
  it("the list, the page the notice links to, and the list that page sits in", () => {
    const trip = "/user/bookings/7f7c2f5e-1a41-4a63-9f5e-2b6f0c3a9d10";
    const reservation = "/host/reservations/7f7c2f5e-1a41-4a63-9f5e-2b6f0c3a9d10";
    expect(pageShowsNotice("/user/notifications", null)).toBe(true);
    expect(pageShowsNotice(trip, trip)).toBe(true);
    expect(pageShowsNotice("/user/bookings", trip)).toBe(true);
    expect(pageShowsNotice("/host", reservation)).toBe(true);
    expect(pageShowsNotice("/host/reservations", `${reservation}?x=1`)).toBe(true);
    expect(pageShowsNotice("/user/settings", trip)).toBe(false);
    expect(pageShowsNotice("/host/listings", reservation)).toBe(false);
    expect(pageShowsNotice("/user/bookings", null)).toBe(false);
    expect(pageShowsNotice("/host", "/user/messages/7f7c2f5e-1a41-4a63-9f5e-2b6f0c3a9d10")).toBe(true);
    const thread = "/user/messages/6f1c2b9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f";
    expect(pageShowsNotice(thread, thread)).toBe(true);
    expect(pageShowsNotice("/user/messages", thread)).toBe(true);
    expect(pageShowsNotice("/user/messages/other", thread)).toBe(false);
  });
});

describe("emailActionLabel", () => {
  it("names what the reader does next, in the reader's language (decision 3855)", () => {
    const label = (type: Parameters<typeof emailActionLabel>[0], locale = "en") =>
      voiceOf(locale).email(emailActionLabel(type));
    expect(label("message_received")).toBe("Reply");
    expect(label("host_request_received")).toBe("Answer the request");
    expect(label("review_invitation")).toBe("Write your review");
    expect(label("booking_confirmed")).toBe("Open in your account");
    expect(label("host_request_received", "es")).toBe("Responder a la solicitud");
    expect(label("review_invitation", "fr")).toBe("Rédigez votre avis");
    expect(label("message_received", "ar")).toBe("رد");
  });
});
