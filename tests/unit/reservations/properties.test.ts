import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { floorToMinute } from "../../../shared/platform/time/campus-clock";
import {
  hoursForDate,
  isClosedDate,
  scheduleRange,
  schedulesCovering,
} from "../../../shared/platform/time/hours";
import { addDays, daysBetween } from "../../../shared/platform/time/ymd";
import { slotAvailability } from "../../../shared/reservations/availability";
import { bookableDates, bookableRange } from "../../../shared/reservations/bookable-dates";
import {
  bookedAt,
  capacityLeft,
  fitsCapacity,
  guestLimit,
  maxBookedForParty,
} from "../../../shared/reservations/capacity";
import { parseSlotKey, slotKey } from "../../../shared/reservations/slot-key";
import type { AvailabilityContext } from "../../../shared/reservations/types";
import { createReservation, createReservationLocation } from "../../support/factories/reservation";
import { createSchedule } from "../../support/factories/schedule";

const zones = fc.constantFrom("America/Los_Angeles", "America/New_York");
const instants = fc.oneof(
  fc.integer({ min: Date.parse("2026-03-01T00:00:00Z"), max: Date.parse("2026-03-09T00:00:00Z") }),
  fc.integer({ min: Date.parse("2026-10-24T00:00:00Z"), max: Date.parse("2026-11-02T00:00:00Z") }),
  fc.integer({ min: Date.parse("2026-01-02T00:00:00Z"), max: Date.parse("2026-12-01T00:00:00Z") }),
);
const scheduleSpecs = fc.array(
  fc.record({
    type: fc.constantFrom(
      "location",
      "special_hours",
      "reservation",
      "reservation",
      "closed",
    ) as fc.Arbitrary<"location" | "special_hours" | "reservation" | "closed">,
    days: fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
    start_hour: fc.integer({ min: 0, max: 23 }),
    start_minutes: fc.constantFrom(0, 15, 30, 45),
    end_hour: fc.integer({ min: 0, max: 23 }),
    end_minutes: fc.constantFrom(0, 15, 30, 45),
    open_late: fc.boolean(),
  }),
  { minLength: 1, maxLength: 4 },
);
const settings = fc.record({
  same_day_reservations: fc.boolean(),
  use_reservation_hours: fc.boolean(),
  reservation_interval: fc.constantFrom(15, 20, 30, 45, 60, 90),
  reservation_horizon_days: fc.integer({ min: 0, max: 30 }),
});

describe("reservation properties", () => {
  it("every offered time lies inside an open schedule window on a bookable date", () => {
    fc.assert(
      fc.property(scheduleSpecs, settings, instants, zones, (specs, chosen, now, timeZone) => {
        const schedules = specs.map((spec) => createSchedule({ ...spec, end: "2027-12-31" }));
        const location = createReservationLocation({ schedules, ...chosen });
        const ctx: AvailabilityContext = {
          location,
          now,
          timeZone,
          bookings: [],
          customerId: null,
        };
        const { first, last } = bookableRange(location, now, timeZone);
        for (const date of bookableDates(location, now, timeZone)) {
          expect(date >= first && date <= last).toBe(true);
          expect(isClosedDate(schedules, date)).toBe(false);
          const windows = location.use_reservation_hours
            ? schedulesCovering(schedules, date, "reservation").map(scheduleRange)
            : hoursForDate(schedules, date);
          const offered = slotAvailability(ctx, date).filter((s) => s.selectable);
          expect(offered.length).toBeGreaterThan(0);
          for (const slot of offered) {
            expect(slot.at).toBeGreaterThanOrEqual(floorToMinute(now));
            const offset = daysBetween(date, slot.date) * 1440 + slot.hour * 60 + slot.minute;
            const inside = windows.some(
              (w) => w.start <= offset && offset + location.reservation_interval <= w.end,
            );
            expect(inside).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it("capacity left is never below 0 and the guest limit never overfills a slot", () => {
    fc.assert(
      fc.property(
        // Capacity near the seats taken, where the limits bite.
        fc.integer({ min: -4, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (slack, friends, limit, allowed) => {
          const slot = { date: "2026-03-10", hour: 12, minute: 0 };
          const bookings = friends.map((f) => createReservation({ ...slot, friends: f }));
          const booked = bookedAt(bookings, "dining-hall", slot);
          const capacity = Math.max(0, booked + slack);
          const left = capacityLeft(capacity, booked);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBe(Math.max(0, capacity - booked));
          const guests = guestLimit(left, {
            allow_guest_friends: allowed,
            guest_friend_limit: limit,
          });
          expect(guests).toBeGreaterThanOrEqual(0);
          expect(guests).toBeLessThanOrEqual(allowed ? limit : 0);
          if (left > 0) {
            for (let f = 0; f <= guests; f += 1) {
              expect(fitsCapacity({ capacity, booked, partySize: 1 + f })).toBe(true);
              expect(booked + 1 + f).toBeLessThanOrEqual(capacity);
            }
          }
        },
      ),
    );
  });

  it("fitsCapacity matches the conditional write's bound", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (capacity, booked, size) => {
          const fits = fitsCapacity({ capacity, booked, partySize: size });
          expect(fits).toBe(booked <= maxBookedForParty(capacity, size));
          expect(fits).toBe(booked + size <= capacity);
        },
      ),
    );
  });

  it("slot keys round-trip and sort in time order", () => {
    const slots = fc.record({
      date: fc.integer({ min: 0, max: 3000 }).map((d) => addDays("2025-01-01", d)),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(slots, slots, (a, b) => {
        expect(parseSlotKey(slotKey(a))).toEqual(a);
        const byTime = a.date.localeCompare(b.date) || a.hour - b.hour || a.minute - b.minute;
        expect(Math.sign(slotKey(a).localeCompare(slotKey(b)))).toBe(Math.sign(byTime));
      }),
    );
  });
});
