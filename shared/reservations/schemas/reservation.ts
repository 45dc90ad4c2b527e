import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";

/** Default bookable horizon; the spec names both 14 and 30 days (requirements: purchases §5), see decisions. */
export const DEFAULT_RESERVATION_HORIZON_DAYS = 14;

/** A booked table (requirements: purchases §3 Reservation); its time is campus wall-clock time. */
export const reservationSchema = z.object({
  id: idSchema,
  date: calendarDateSchema,
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  /** Guests the customer brings; the party is 1 + friends (requirements: purchases §9). */
  friends: z.number().int().min(0).max(99),
  location_id: idSchema,
  notes: z.string().trim().max(500).default(""),
  customer_id: idSchema,
});

/** Reservation settings of a location (requirements: purchases §3 Location, reservation-related). */
export const locationReservationSettingsSchema = z.object({
  use_reservations: z.boolean().default(false),
  same_day_reservations: z.boolean().default(false),
  /** Times come from 'reservation' schedules (in blocks) instead of the opening hours. */
  use_reservation_hours: z.boolean().default(false),
  /** Minutes between bookable times. */
  reservation_interval: z.number().int().min(5).max(720).default(30),
  /** People per time slot, the booker and their guests alike. */
  reservation_capacity: z.number().int().min(0).max(10_000).default(0),
  guest_friend_limit: z.number().int().min(0).max(99).default(0),
  allow_guest_friends: z.boolean().default(false),
  limit_reservation_visits: z.boolean().default(false),
  /** With limit_reservation_visits: bookings one customer may hold in one block. */
  reservation_max_visits: z.number().int().min(1).max(100).default(1),
  reservation_horizon_days: z
    .number()
    .int()
    .min(0)
    .max(365)
    .default(DEFAULT_RESERVATION_HORIZON_DAYS),
});

export type Reservation = z.infer<typeof reservationSchema>;
export type ReservationInput = z.input<typeof reservationSchema>;
export type LocationReservationSettings = z.infer<typeof locationReservationSettingsSchema>;
export type LocationReservationSettingsInput = z.input<typeof locationReservationSettingsSchema>;
