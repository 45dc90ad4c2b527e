import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookedAt } from "../../../shared/reservations/capacity";
import { checkBooking } from "../../../shared/reservations/check-booking";
import { bookingsForAdmission } from "../../../shared/reservations/slot-admission";
import { OTHERS } from "../../../shared/reservations/slot-bookings";
import { createReservation } from "../../support/factories/reservation";
import { scenario } from "./scenario";

// The booking's admission read (docs/data-model.md #33): the asked slot's counter and the
// customer's own reservations stand in for the whole day's Query.
const noon = { date: "2026-03-10", hour: 12, minute: 0 };
const admit = (booked: number, mine = [] as ReturnType<typeof createReservation>[]) =>
  bookingsForAdmission("dining-hall", { ...noon, booked }, mine, "c-1");

const mineAt = (slot: Partial<typeof noon>, friends = 0, location_id = "dining-hall") =>
  createReservation({ ...noon, ...slot, friends, customer_id: "c-1", location_id });

describe("bookings for a booking's admission check", () => {
  it("take exactly the counter's seats at the asked slot, the customer's own included", () => {
    fc.assert(
      fc.property(fc.nat(80), fc.array(fc.nat(3), { maxLength: 3 }), (booked, parties) => {
        const mine = parties.map((friends) => mineAt({}, friends));
        const own = parties.reduce((sum, friends) => sum + friends + 1, 0);
        const bookings = admit(booked, mine);
        expect(bookedAt(bookings, "dining-hall", noon)).toBe(Math.max(booked, own));
        expect(bookings.every((b) => b.friends >= 0)).toBe(true);
      }),
    );
  });

  it("keep the customer's own reservations at this location only", () => {
    const here = mineAt({ hour: 13 });
    const elsewhere = mineAt({}, 0, "grill");
    const someoneElse = createReservation({
      ...noon,
      customer_id: "c-2",
      location_id: "dining-hall",
    });
    const bookings = admit(4, [here, elsewhere, someoneElse]);
    expect(bookings).toContainEqual(here);
    expect(bookings).not.toContainEqual(elsewhere);
    expect(bookings).not.toContainEqual(someoneElse);
    expect(bookings.filter((b) => b.customer_id === OTHERS)).toEqual([
      { ...noon, location_id: "dining-hall", customer_id: OTHERS, friends: 3 },
    ]);
  });

  it("read a missing or broken counter as no seats taken", () => {
    expect(admit(0)).toEqual([]);
    expect(admit(Number.NaN)).toEqual([]);
    expect(admit(-2)).toEqual([]);
  });

  it("let the check refuse a full slot, and a slot the customer already holds", () => {
    const capacity = { reservation_capacity: 10 };
    const full = scenario({ settings: capacity, bookings: admit(10) });
    expect(checkBooking(full, { ...noon, friends: 0 })).toMatchObject({
      ok: false,
      reason: "full",
    });
    const open = scenario({ settings: capacity, bookings: admit(9) });
    expect(checkBooking(open, { ...noon, friends: 0 })).toMatchObject({ ok: true });
    expect(checkBooking(open, { ...noon, friends: 1 })).toMatchObject({
      ok: false,
      reason: "too_many_guests",
      seatsLeft: 1,
    });
    const held = scenario({
      settings: { ...capacity, limit_reservation_visits: true },
      bookings: admit(10, [mineAt({})]),
    });
    expect(checkBooking(held, { ...noon, friends: 0 })).toMatchObject({
      ok: false,
      reason: "already_reserved",
    });
  });

  it("let the check see the customer's visits in the block from their own list", () => {
    const settings = {
      reservation_capacity: 10,
      limit_reservation_visits: true,
      reservation_max_visits: 2,
    };
    const twice = [mineAt({ hour: 11 }), mineAt({ hour: 13 })];
    const ctx = scenario({ settings, bookings: admit(0, twice) });
    expect(checkBooking(ctx, { ...noon, friends: 0 })).toMatchObject({
      ok: false,
      reason: "visit_limit",
    });
  });
});
