import { describe, expect, it } from "vitest";
import { translatorFor } from "../../i18n/language.server.ts";
import { intlLocale, type Locale } from "../../i18n/locales.ts";
import { formatClock } from "../../shared/format.ts";
import {
  fillScheduled,
  scheduleInput,
  sendMomentOf,
  sideOf,
  timingWords,
  type Timing,
} from "./scheduled-messages.ts";

describe("scheduled messages (decision 3954)", () => {
  it("the moment: days from check-in or check-out at the time on the home's clock", () => {
    const stay = { start: "2027-03-13", end: "2027-03-16" };
    // The day before check-in in Chicago is the day before daylight saving starts: CST, UTC-6.
    expect(
      sendMomentOf({ anchor: "check_in", offsetDays: -1, sendTime: "10:00" }, stay, "America/Chicago"),
    ).toEqual(new Date("2027-03-12T16:00:00Z"));
    // Check-out day, after the change: CDT, UTC-5.
    expect(
      sendMomentOf({ anchor: "check_out", offsetDays: 0, sendTime: "18:30" }, stay, "America/Chicago"),
    ).toEqual(new Date("2027-03-16T23:30:00Z"));
  });

  it("the timing in words", () => {
    expect(timingWords({ anchor: "check_in", offsetDays: -1, sendTime: "10:00" })).toBe(
      "1 day before check-in at 10:00 AM",
    );
    expect(timingWords({ anchor: "check_out", offsetDays: 2, sendTime: "09:05" })).toBe(
      "2 days after check-out at 9:05 AM",
    );
    expect(timingWords({ anchor: "check_in", offsetDays: 0, sendTime: "15:00" })).toBe(
      "On the day of check-in at 3:00 PM",
    );
  });

  it("the page says the timing in the reader's language (English as timingWords writes it)", () => {
    const say = (locale: Locale, timing: Timing) =>
      translatorFor(locale, "scheduledMessages")("timing", {
        side: sideOf(timing.offsetDays),
        days: Math.abs(timing.offsetDays),
        anchor: timing.anchor,
        time: formatClock(timing.sendTime, "", intlLocale(locale)),
      });
    const timings: Timing[] = [
      { anchor: "check_in", offsetDays: -1, sendTime: "10:00" },
      { anchor: "check_out", offsetDays: 2, sendTime: "09:05" },
      { anchor: "check_in", offsetDays: 0, sendTime: "15:00" },
    ];
    for (const timing of timings) expect(say("en", timing)).toBe(timingWords(timing));
    expect(say("es", timings[1]!)).toBe("2 días después de la salida a las 9:05");
    expect(say("ar", timings[0]!)).toMatch(/^قبل الوصول بـيوم واحد في ١٠:٠٠/);
  });

  it("placeholders filled once for the stay; unknown ones left alone", () => {
    const facts = {
      guestName: "Ada Lovelace",
      checkIn: "2027-06-07",
      checkOut: "2027-06-10",
      checkInTime: "15:00:00",
      listingTitle: "Lakeside {check_in}",
    };
    expect(
      fillScheduled(
        "Hi {guest_name}: {listing_title} from {check_in_time} on {check_in} to {check_out}. {x}",
        facts,
      ),
    ).toBe("Hi Ada: Lakeside {check_in} from 3:00 PM on Mon, Jun 7, 2027 to Thu, Jun 10, 2027. {x}");
  });

  it("the dates and the home's clock as the guest's language writes them (decision 3855)", () => {
    const facts = {
      guestName: "Ada",
      checkIn: "2027-06-07",
      checkOut: "2027-06-10",
      checkInTime: "15:00",
      listingTitle: "Lakeside",
    };
    const body = "{check_in} / {check_out} / {check_in_time}";
    expect(fillScheduled(body, facts, "es-ES")).toBe("lun, 7 jun 2027 / jue, 10 jun 2027 / 15:00");
    expect(fillScheduled(body, facts, "fr-FR")).toBe("lun. 7 juin 2027 / jeu. 10 juin 2027 / 15:00");
    expect(fillScheduled(body, facts, "ar-EG")).toBe(
      "الاثنين، ٧ يونيو ٢٠٢٧ / الخميس، ١٠ يونيو ٢٠٢٧ / ٣:٠٠ م",
    );
  });

  it("the form: day within two weeks, a 24-hour time, one of the two anchors", () => {
    expect(
      scheduleInput.safeParse({
        name: "A",
        body: "B",
        anchor: "check_in",
        offsetDays: "-1",
        sendTime: "10:00",
      }).success,
    ).toBe(true);
    const bad = scheduleInput.safeParse({
      name: " ",
      body: "B",
      anchor: "arrival",
      offsetDays: "1.5",
      sendTime: "7pm",
    });
    expect(bad.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(["name", "anchor", "offsetDays", "sendTime"]),
    );
    expect(
      scheduleInput.safeParse({
        name: "A",
        body: "B",
        anchor: "check_in",
        offsetDays: "15",
        sendTime: "10:00",
      }).success,
    ).toBe(false);
  });
});
