import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { createNotification } from "../../../app/modules/notifications/notifications.server.ts";
import { addDays } from "../../../app/shared/dates.ts";
import * as bookingDetail from "../../../app/routes/user/booking-detail.tsx";
import * as deleteProfile from "../../../app/routes/user/delete-profile.tsx";
import * as notificationsPage from "../../../app/routes/user/notifications.tsx";
import * as profile from "../../../app/routes/user/profile.tsx";
import * as review from "../../../app/routes/user/review.tsx";
import * as settings from "../../../app/routes/user/settings.tsx";
import * as language from "../../../app/routes/language.ts";
import { bookings, notificationPreferences, profiles, users } from "../../../db/schema/index.ts";
import { createBooking, createUser, TEST_PASSWORD, type TestUser } from "../../helpers/factories.ts";
import { describeWithPlatform } from "../../helpers/platform.ts";
import { call, formAnswer, formRequest, getRequest, toastOf, type Fields } from "../../helpers/requests.ts";
import { itRefusesHostileForms, type FormAction } from "./hostile.ts";

const today = () => new Date().toISOString().slice(0, 10);
const REVIEW = "A quiet cabin, a fenced garden and a bowl of water waiting for Biscuit.";

// Sign-ups and sign-ins hash passwords (scrypt): slow on two shared cores, never a hang.
vi.setConfig({ testTimeout: 60_000 });

describeWithPlatform("user area actions", (t) => {
  let ada: TestUser;
  let bob: TestUser;
  /** A confirmed stay of Ada's, two months ahead (cancellable); a completed one last month (reviewable). */
  let upcoming: string;
  let completed: string;
  const db = () => t().platform.database.db;
  const post = (
    route: { action: (args: never) => unknown },
    path: string,
    fields: Fields,
    cookie?: string,
    params: Record<string, string> = {},
  ) => call(route.action, formRequest(path, fields, { cookie }), t().context(), params);

  // Factories: in a hook (its longer timeout), since password hashing is slow on a busy machine.
  beforeAll(async () => {
    ada = await createUser(t(), { firstName: "Ada", lastName: "Lovelace" });
    bob = await createUser(t(), { firstName: "Bob", lastName: "Marley" });
    upcoming = (
      await createBooking(db(), ada.id, { checkIn: addDays(today(), 60), checkOut: addDays(today(), 63) })
    ).id;
    completed = (
      await createBooking(db(), ada.id, {
        checkIn: addDays(today(), -30),
        checkOut: addDays(today(), -27),
        status: "completed",
      })
    ).id;
  });

  // ---- profile ----------------------------------------------------------------------------------
  it("profile: saves the names → back to /user/profile with a toast; the loader shows them", async () => {
    const answer = await post(
      profile,
      "/user/profile",
      { firstName: "Augusta", lastName: "King", username: "" },
      ada.cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/profile");
    expect(await toastOf(answer)).toMatchObject({ type: "success", message: "Your profile is saved." });
    const page = await call(
      profile.loader,
      getRequest("/user/profile", { cookie: ada.cookie }),
      t().context(),
    );
    expect(page.data).toMatchObject({ profile: { first_name: "Augusta", last_name: "King" } });
  });

  it("profile: a too-long first name and a bad username → 400, one message each, typed values kept", async () => {
    const answer = await post(
      profile,
      "/user/profile",
      { firstName: "A".repeat(120), lastName: "King", username: "no spaces allowed!" },
      ada.cookie,
    );
    expect(answer.status).toBe(400);
    const { fieldErrors, values } = formAnswer(answer);
    expect(Object.keys(fieldErrors).sort()).toEqual(["firstName", "username"]);
    expect(values).toMatchObject({ lastName: "King", username: "no spaces allowed!" });
  });

  it("profile: signed out → sent to sign in", async () => {
    const answer = await post(profile, "/user/profile", { firstName: "X" });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/sign-in\?redirectedFrom=%2Fuser%2Fprofile/);
  });

  // ---- settings ---------------------------------------------------------------------------------
  it("settings: notification choices are saved; SMS stays off without a verified phone", async () => {
    const answer = await post(
      settings,
      "/user/settings",
      { intent: "notifications", emailBookingUpdates: "on", smsBookingUpdates: "on" },
      ada.cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/settings#notifications");
    expect((await toastOf(answer))?.message).toBe("Notification settings saved.");
    const [saved] = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ada.id));
    expect(saved).toMatchObject({ emailBookingUpdates: true, emailTips: false, smsBookingUpdates: false });
  });

  it("settings: the language is saved with the account and in the cookie, the toast in it; junk → 400", async () => {
    const answer = await post(settings, "/user/settings", { intent: "language", language: "fr" }, ada.cookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/settings#language");
    expect((await toastOf(answer))?.message).toBe("Langue enregistrée.");
    expect(answer.headers.get("set-cookie")).toContain("pfr-lang=fr");
    const [saved] = await db()
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, ada.id));
    expect(saved?.language).toBe("fr");
    const junk = await post(settings, "/user/settings", { intent: "language", language: "xx" }, ada.cookie);
    expect(junk.status).toBe(400);
    expect(formAnswer(junk).fieldErrors.language).toBe("Choose one of the site's languages.");
  });

  it("the switcher: back to the same page in the chosen language, remembered; a foreign back path is refused", async () => {
    const prefixed = await post(
      language,
      "/language",
      { lang: "ar", back: "/es/hotels/detail?listing=x" },
      bob.cookie,
    );
    expect(prefixed.status).toBe(302);
    expect(prefixed.location).toBe("/ar/hotels/detail?listing=x");
    expect(prefixed.headers.get("set-cookie")).toContain("pfr-lang=ar");
    const [saved] = await db()
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, bob.id));
    expect(saved?.language).toBe("ar");
    // English: the spec's path; an account page keeps its own path; an outside address goes home
    expect((await post(language, "/language", { lang: "en", back: "/fr/terms" })).location).toBe("/terms");
    expect((await post(language, "/language", { lang: "es", back: "/user/pets" })).location).toBe(
      "/user/pets",
    );
    expect((await post(language, "/language", { lang: "es", back: "//evil.example/x" })).location).toBe(
      "/es/",
    );
    expect((await post(language, "/language", { lang: "de", back: "/" })).status).toBe(400);
  });

  it("settings: a password change with mismatched and missing fields → 400, no password echoed", async () => {
    const answer = await post(
      settings,
      "/user/settings",
      {
        intent: "password",
        currentPassword: "",
        newPassword: "another tabby password",
        confirmPassword: "different",
      },
      ada.cookie,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(formAnswer(answer).fieldErrors).sort()).toEqual([
      "confirmPassword",
      "currentPassword",
    ]);
    expect(formAnswer(answer).values).toEqual({});
    expect(JSON.stringify(answer.data)).not.toContain("another tabby password");
  });

  it("settings: the right current password changes it → toast, other devices signed out", async () => {
    const user = await createUser(t());
    const newPassword = "a completely new tabby password";
    const answer = await post(
      settings,
      "/user/settings",
      { intent: "password", currentPassword: user.password, newPassword, confirmPassword: newPassword },
      user.cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/user/settings#security");
    expect((await toastOf(answer))?.type).toBe("success");
  });

  it("settings: an unknown intent → 400", async () => {
    expect((await post(settings, "/user/settings", { intent: "nope" }, ada.cookie)).status).toBe(400);
  });

  // ---- notifications ----------------------------------------------------------------------------
  it("notifications: marks mine read; someone else's id → 404 and it stays unread", async () => {
    const mine = await createNotification(db(), { userId: ada.id, type: "booking_confirmed", title: "Mine" });
    const theirs = await createNotification(db(), {
      userId: bob.id,
      type: "booking_confirmed",
      title: "Bob's",
    });
    const read = await post(
      notificationsPage,
      "/user/notifications",
      { intent: "read", id: mine!.id },
      ada.cookie,
    );
    expect(read.status).toBe(200);
    expect(read.data).toEqual({ ok: true });

    const other = await post(
      notificationsPage,
      "/user/notifications",
      { intent: "read", id: theirs!.id },
      ada.cookie,
    );
    expect(other.status).toBe(404);
    const page = await call(
      notificationsPage.loader,
      getRequest("/user/notifications", { cookie: bob.cookie }),
      t().context(),
    );
    expect((page.data as { notifications: { id: string; read: boolean }[] }).notifications).toEqual([
      expect.objectContaining({ id: theirs!.id, read: false }),
    ]);
  });

  it("notifications: a malformed id → 404; an unknown intent → 400", async () => {
    expect(
      (await post(notificationsPage, "/user/notifications", { intent: "read", id: "1 or 1=1" }, ada.cookie))
        .status,
    ).toBe(404);
    expect(
      (await post(notificationsPage, "/user/notifications", { intent: "burn" }, ada.cookie)).status,
    ).toBe(400);
  });

  it("notifications: read-all → redirect with a toast counting them", async () => {
    await createNotification(db(), { userId: ada.id, type: "booking_confirmed", title: "One more" });
    const answer = await post(notificationsPage, "/user/notifications", { intent: "read-all" }, ada.cookie);
    expect(answer.status).toBe(302);
    // Ada chose French above: the toast counts them in her language.
    expect((await toastOf(answer))?.message).toBe("1 notification marquée comme lue.");
  });

  // ---- booking detail: cancel -------------------------------------------------------------------
  it("booking detail: someone else's booking → 404 (loader and cancel), and it is not cancelled", async () => {
    const params = { id: upcoming };
    const cancel = await post(
      bookingDetail,
      `/user/bookings/${upcoming}`,
      { intent: "cancel" },
      bob.cookie,
      params,
    );
    expect(cancel.status).toBe(404);
    const page = await call(
      bookingDetail.loader,
      getRequest(`/user/bookings/${upcoming}`, { cookie: bob.cookie }),
      t().context(),
      params,
    );
    expect(page.status).toBe(404);
    const [row] = await db()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, upcoming));
    expect(row!.status).toBe("confirmed");
  });

  it("booking detail: a malformed id → 404; an unknown intent → 400", async () => {
    const bad = await post(bookingDetail, "/user/bookings/x", { intent: "cancel" }, ada.cookie, {
      id: "not-a-uuid",
    });
    expect(bad.status).toBe(404);
    const unknown = await post(bookingDetail, `/user/bookings/${upcoming}`, { intent: "pay" }, ada.cookie, {
      id: upcoming,
    });
    expect(unknown.status).toBe(400);
  });

  it("booking detail: the guest confirms the amounts shown → cancelled, told in words that match what was paid", async () => {
    const params = { id: upcoming };
    // Without the confirmation step's amounts nothing changes.
    const unconfirmed = await post(
      bookingDetail,
      `/user/bookings/${upcoming}`,
      { intent: "cancel" },
      ada.cookie,
      params,
    );
    expect(unconfirmed.status).toBe(400);
    const page = await call(
      bookingDetail.loader,
      getRequest(`/user/bookings/${upcoming}?cancel=confirm`, { cookie: ada.cookie }),
      t().context(),
      params,
    );
    const step = page.data as {
      confirming: boolean;
      cancellation: { keptCents: number; nothingPaid: boolean };
    };
    expect(step.confirming).toBe(true);
    // Two months ahead: nothing has been paid yet (the owner is paid from check-in).
    expect(step.cancellation.nothingPaid).toBe(true);
    // Amounts other than those shown (a deadline passed meanwhile): refused, nothing changes.
    const stale = await post(
      bookingDetail,
      `/user/bookings/${upcoming}`,
      { intent: "cancel", keptCents: String(step.cancellation.keptCents + 100) },
      ada.cookie,
      params,
    );
    expect(stale.status).toBe(409);
    const answer = await post(
      bookingDetail,
      `/user/bookings/${upcoming}`,
      { intent: "cancel", keptCents: String(step.cancellation.keptCents) },
      ada.cookie,
      params,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/user/bookings/${upcoming}`);
    const toast = (await toastOf(answer))?.message ?? "";
    // Ada chose French above: the toast and its settlement words are in her language.
    expect(toast).toMatch(/^Votre réservation est annulée\. Rien n’a été payé/);
    expect(toast).not.toMatch(/rembours/i);
    const again = await post(
      bookingDetail,
      `/user/bookings/${upcoming}`,
      { intent: "cancel", keptCents: "0" },
      ada.cookie,
      {
        id: upcoming,
      },
    );
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  // ---- review -----------------------------------------------------------------------------------
  it("review: someone else's stay → 404", async () => {
    const answer = await post(
      review,
      `/user/bookings/${completed}/review`,
      { intent: "review", rating: "5", petRating: "5", body: REVIEW },
      bob.cookie,
      { id: completed },
    );
    expect(answer.status).toBe(404);
  });

  it("review: missing ratings and a short text → 400, one message each, text kept", async () => {
    const answer = await post(
      review,
      `/user/bookings/${completed}/review`,
      { intent: "review", rating: "", petRating: "9", body: "Nice." },
      ada.cookie,
      { id: completed },
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(formAnswer(answer).fieldErrors).sort()).toEqual(["body", "petRating", "rating"]);
    expect(formAnswer(answer).values).toMatchObject({ body: "Nice.", petRating: "9" });
  });

  it("review: the guest of a completed stay publishes one → the trip with a toast; a second → 409", async () => {
    const fields = { intent: "review", rating: "5", petRating: "4", body: REVIEW };
    const answer = await post(review, `/user/bookings/${completed}/review`, fields, ada.cookie, {
      id: completed,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/user/bookings/${completed}`);
    // Published with the owner's review, or when the window closes (decision 3600); in Ada's
    // language, French since she chose it in her settings above.
    expect((await toastOf(answer))?.message).toBe(
      "Merci ! Votre évaluation sera publiée avec celle du propriétaire, ou à la fin du délai d’évaluation.",
    );
    const again = await post(review, `/user/bookings/${completed}/review`, fields, ada.cookie, {
      id: completed,
    });
    expect(again.status).toBe(409);
  });

  // ---- delete-profile (last: it deletes users) --------------------------------------------------
  it("delete-profile: a wrong password or confirmation word → 400, word kept, password not", async () => {
    const answer = await post(
      deleteProfile,
      "/user/delete-profile",
      { password: "", confirmation: "delete" },
      bob.cookie,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(formAnswer(answer).fieldErrors).sort()).toEqual(["confirmation", "password"]);
    expect(formAnswer(answer).values).toMatchObject({ confirmation: "delete" });
    const wrong = await post(
      deleteProfile,
      "/user/delete-profile",
      { password: "wrong wrong wrong", confirmation: "DELETE" },
      bob.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(formAnswer(wrong).fieldErrors.password).toBeTruthy();
    expect(JSON.stringify(wrong.data)).not.toContain("wrong wrong wrong");
  });

  it("delete-profile: the password and DELETE → home with a toast, the account gone", async () => {
    const user = await createUser(t());
    const answer = await post(
      deleteProfile,
      "/user/delete-profile",
      { password: TEST_PASSWORD, confirmation: "DELETE" },
      user.cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
    expect((await toastOf(answer))?.type).toBe("success");
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  // ---- the edge every form action shares ---------------------------------------------------------
  const cookie = () => ada.cookie;
  const routes: FormAction[] = [
    {
      name: "user/profile",
      action: profile.action,
      path: "/user/profile",
      fields: { firstName: "A", lastName: "B" },
      cookie,
    },
    {
      name: "user/delete-profile",
      action: deleteProfile.action,
      path: "/user/delete-profile",
      fields: { password: "x", confirmation: "DELETE" },
      cookie,
    },
    {
      name: "user/bookings/:id",
      action: bookingDetail.action,
      path: "/user/bookings/x",
      fields: { intent: "cancel" },
      cookie,
      params: () => ({ id: completed }),
    },
    {
      name: "user/bookings/:id/review",
      action: review.action,
      path: "/user/bookings/x/review",
      fields: { intent: "review", body: REVIEW, rating: "5", petRating: "5" },
      cookie,
      params: () => ({ id: completed }),
    },
    {
      name: "user/notifications",
      action: notificationsPage.action,
      path: "/user/notifications",
      fields: { intent: "read-all" },
      cookie,
    },
    {
      name: "user/settings",
      action: settings.action,
      path: "/user/settings",
      fields: { intent: "notifications" },
      cookie,
    },
  ];
  for (const route of routes) {
    itRefusesHostileForms(t, route);
  }
});
