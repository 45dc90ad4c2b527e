import type { Schedule } from "../../../shared/platform/schemas/schedule";
import type { LocationReservationSettingsInput } from "../../../shared/reservations/schemas/reservation";
import type { AvailabilityContext, Booking } from "../../../shared/reservations/types";
import { createReservationLocation } from "../../support/factories/reservation";
import { createSchedule } from "../../support/factories/schedule";

export const LA = "America/Los_Angeles";

/** Lunch on weekdays, dinner every day, closed on Wednesday 2026-03-11. */
export const diningHallSchedules: Schedule[] = [
  createSchedule({
    id: "lunch",
    name: "Lunch",
    type: "reservation",
    days: [1, 2, 3, 4, 5],
    start_hour: 11,
    end_hour: 14,
  }),
  createSchedule({
    id: "dinner",
    name: "Dinner",
    type: "reservation",
    start_hour: 17,
    end_hour: 19,
  }),
  createSchedule({
    id: "weekly",
    type: "location",
    days: [1, 2, 3, 4, 5],
    start_hour: 7,
    end_hour: 9,
  }),
  createSchedule({
    id: "holiday",
    type: "closed",
    start: "2026-03-11",
    end: "2026-03-11",
    days: [3],
  }),
];

/** Monday 2026-03-09, 12:10 PDT. */
export const MONDAY_NOON = Date.parse("2026-03-09T19:10:00Z");

export function scenario(
  overrides: {
    settings?: Partial<LocationReservationSettingsInput>;
    schedules?: Schedule[];
    now?: number;
    bookings?: Booking[];
    customerId?: string | null;
  } = {},
): AvailabilityContext {
  return {
    location: createReservationLocation({
      schedules: overrides.schedules ?? diningHallSchedules,
      ...overrides.settings,
    }),
    now: overrides.now ?? MONDAY_NOON,
    timeZone: LA,
    bookings: overrides.bookings ?? [],
    customerId: overrides.customerId === undefined ? "c-1" : overrides.customerId,
  };
}
