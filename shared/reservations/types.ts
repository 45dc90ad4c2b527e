import type { Schedule } from "../platform/schemas/schedule";
import type { LocationReservationSettings, Reservation } from "./schemas/reservation";

/** What availability needs to know about a location. */
export interface ReservationLocation extends LocationReservationSettings {
  id: string;
  schedules: readonly Schedule[];
}

/** The parts of a booking that count against a slot. */
export type Booking = Pick<
  Reservation,
  "date" | "hour" | "minute" | "friends" | "location_id" | "customer_id"
>;

/** Everything availability depends on; `now` is always passed in, never read from a clock. */
export interface AvailabilityContext {
  location: ReservationLocation;
  now: Date | number;
  /** IANA zone of the campus, e.g. "America/Los_Angeles". */
  timeZone: string;
  /** Existing bookings; those of other locations are ignored. */
  bookings: readonly Booking[];
  /** The customer booking, or null for an anonymous visitor. */
  customerId: string | null;
}
