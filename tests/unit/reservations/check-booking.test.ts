import { describe, expect, it } from "vitest";
import { checkBooking } from "../../../shared/reservations/check-booking";
import { RESERVATION_MESSAGES } from "../../../shared/reservations/messages";
import { createReservation } from "../../support/factories/reservation";
import { createSchedule } from "../../support/factories/schedule";
import { scenario } from "./scenario";

const noon = { date: "2026-03-10", hour: 12, minute: 0 };

describe("checkBooking: the server's rule check before its conditional write", () => {
  it("accepts a free time with guests within the limit", () => {
    const result = checkBooking(scenario(), { ...noon, friends: 2 });
    expect(result).toMatchObject({ ok: true, key: "2026-03-10#1200", partySize: 3 });
  });

  const full = Array.from({ length: 10 }, () => createReservation({ ...noon, friends: 0 }));
  const mine = createReservation({ ...noon, customer_id: "c-1" });
  const limited = { limit_reservation_visits: true };

  it.each([
    [
      "reservations off",
      scenario({ settings: { use_reservations: false } }),
      noon,
      0,
      "reservations_disabled",
    ],
    ["past the horizon", scenario(), { ...noon, date: "2026-03-24" }, 0, "date_not_bookable"],
    ["a closed date", scenario(), { ...noon, date: "2026-03-11" }, 0, "date_not_bookable"],
    [
      "today without same-day booking",
      scenario({ settings: { same_day_reservations: false } }),
      { ...noon, date: "2026-03-09", hour: 17 },
      0,
      "date_not_bookable",
    ],
    ["a weekend lunch", scenario(), { ...noon, date: "2026-03-14" }, 0, "no_such_time"],
    ["off the interval grid", scenario(), { ...noon, minute: 15 }, 0, "no_such_time"],
    ["a time that has passed", scenario(), { ...noon, date: "2026-03-09", hour: 11 }, 0, "expired"],
    ["a full time", scenario({ bookings: full }), noon, 0, "full"],
    [
      "a time already held",
      scenario({ bookings: [mine], settings: limited }),
      noon,
      0,
      "already_reserved",
    ],
    [
      "over the visit limit",
      scenario({ bookings: [mine], settings: limited }),
      { ...noon, hour: 13 },
      0,
      "visit_limit",
    ],
    ["more friends than allowed", scenario(), noon, 4, "too_many_guests"],
    [
      "more friends than seats",
      scenario({ bookings: full.slice(0, 8) }),
      noon,
      2,
      "too_many_guests",
    ],
    [
      "guests where none are allowed",
      scenario({ settings: { allow_guest_friends: false } }),
      noon,
      1,
      "guests_not_allowed",
    ],
    [
      "guests where none are allowed, at a full time",
      scenario({ settings: { allow_guest_friends: false }, bookings: full }),
      noon,
      1,
      "guests_not_allowed",
    ],
    ["a negative friend count", scenario(), noon, -1, "too_many_guests"],
    ["a fractional friend count", scenario(), noon, 0.5, "too_many_guests"],
  ])("rejects %s", (_, ctx, slot, friends, reason) => {
    expect(checkBooking(ctx, { ...slot, friends })).toMatchObject({ ok: false, reason });
  });

  it("says how many seats are left when the party outgrows them", () => {
    expect(checkBooking(scenario({ bookings: full.slice(0, 8) }), { ...noon, friends: 2 })).toEqual(
      { ok: false, reason: "too_many_guests", seatsLeft: 2 },
    );
    expect(checkBooking(scenario(), { ...noon, friends: 4 })).toEqual({
      ok: false,
      reason: "too_many_guests",
    });
  });

  it("takes the last seat", () => {
    const result = checkBooking(scenario({ bookings: full.slice(0, 9) }), { ...noon, friends: 0 });
    expect(result).toMatchObject({ ok: true, partySize: 1 });
  });

  it("finds a time after midnight in the block that began the evening before", () => {
    const late = createSchedule({
      id: "late",
      type: "reservation",
      days: [5],
      start_hour: 22,
      end_hour: 1,
    });
    const ctx = scenario({ schedules: [late] });
    expect(
      checkBooking(ctx, { date: "2026-03-14", hour: 0, minute: 30, friends: 0 }),
    ).toMatchObject({
      ok: true,
      key: "2026-03-14#0030",
    });
  });

  it("has the spec's outcome texts", () => {
    expect(RESERVATION_MESSAGES).toEqual({
      created: "Reservation successfully created.",
      slotUnavailable: "We're sorry, the time slot you requested is no longer available.",
    });
  });
});
