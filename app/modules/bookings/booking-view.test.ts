import { describe, expect, it } from "vitest";
import { similarStaysHref, STATUS_LABELS, stayGoingAhead, tripEndingOf } from "./booking-view.ts";

// Issue 39: a declined trip offered "Add to calendar (.ics)" and cancellation terms. The trip page
// shows both, and the calendar file answers, only while the stay may still happen.
describe("a stay still going ahead", () => {
  it("is one asked for or confirmed; never a declined, cancelled, expired, unpaid or past one", () => {
    const going = Object.keys(STATUS_LABELS).filter(stayGoingAhead);
    expect(going.sort()).toEqual(["confirmed", "pending"]);
    for (const status of ["declined", "cancelled", "expired", "awaiting_payment", "completed"])
      expect(stayGoingAhead(status), status).toBe(false);
  });
});

describe("why a trip ended", () => {
  const history = (...statuses: string[]) => statuses.map((status) => ({ status }));
  it("tells an owner's silence from a checkout left unpaid", () => {
    expect(
      tripEndingOf({ status: "expired", cancelledBy: null, history: history("pending", "expired") }),
    ).toBe("not-answered");
    expect(
      tripEndingOf({ status: "expired", cancelledBy: null, history: history("awaiting_payment", "expired") }),
    ).toBe("not-paid");
  });
  it("names a decline and an owner's cancellation; the traveller's own cancellation and live trips are not endings", () => {
    expect(tripEndingOf({ status: "declined", cancelledBy: null, history: [] })).toBe("declined");
    expect(tripEndingOf({ status: "cancelled", cancelledBy: "owner", history: [] })).toBe(
      "cancelled-by-owner",
    );
    expect(tripEndingOf({ status: "cancelled", cancelledBy: "site", history: [] })).toBe("cancelled-by-site");
    expect(tripEndingOf({ status: "cancelled", cancelledBy: "guest", history: [] })).toBeNull();
    expect(tripEndingOf({ status: "confirmed", cancelledBy: null, history: [] })).toBeNull();
  });
});

describe("similar stays after a trip ended", () => {
  it("keeps the dates only while they are still ahead", () => {
    const trip = { city: "Bayfield", start: "2027-03-01", end: "2027-03-08", adults: 2, pets: 1 };
    expect(similarStaysHref({ ...trip, today: "2027-02-01" })).toContain(
      "checkIn=2027-03-01&checkOut=2027-03-08",
    );
    expect(similarStaysHref({ ...trip, today: "2027-03-02" })).not.toContain("checkIn");
    expect(similarStaysHref({ ...trip, pets: 0, today: "2027-02-01" })).not.toContain("pets=");
  });
});
