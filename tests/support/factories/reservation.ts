import type { Schedule } from "../../../shared/platform/schemas/schedule";
import {
  type LocationReservationSettingsInput,
  locationReservationSettingsSchema,
  type Reservation,
  type ReservationInput,
  reservationSchema,
} from "../../../shared/reservations/schemas/reservation";
import type { ReservationLocation } from "../../../shared/reservations/types";

let sequence = 0;

export function createReservation(overrides: Partial<ReservationInput> = {}): Reservation {
  sequence += 1;
  return reservationSchema.parse({
    id: `reservation-${sequence}`,
    date: "2026-03-10",
    hour: 12,
    minute: 0,
    friends: 0,
    location_id: "dining-hall",
    notes: "",
    customer_id: `customer-${sequence}`,
    ...overrides,
  });
}

/** A location taking reservations every 30 minutes, 10 seats, up to 3 guests. */
export function createReservationLocation(
  overrides: Partial<LocationReservationSettingsInput> & {
    id?: string;
    schedules?: readonly Schedule[];
  } = {},
): ReservationLocation {
  const { id = "dining-hall", schedules = [], ...settings } = overrides;
  return {
    id,
    schedules,
    ...locationReservationSettingsSchema.parse({
      use_reservations: true,
      same_day_reservations: true,
      use_reservation_hours: true,
      reservation_interval: 30,
      reservation_capacity: 10,
      guest_friend_limit: 3,
      allow_guest_friends: true,
      limit_reservation_visits: false,
      reservation_max_visits: 1,
      ...settings,
    }),
  };
}
