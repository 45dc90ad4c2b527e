import * as z from "zod";
import { defineRoute } from "../../platform/api/route";
import { OPERATIONS_AREAS } from "../../platform/roles";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";

// The host stand (docs/operations/reservations.md): a day view per reservable location with each
// time's seats booked and left and the parties booked at it; check a party in; cancel on the
// customer's behalf (mailed, seats freed exactly once).

const roles = OPERATIONS_AREAS.reservations;

const DEMO = { site_id: "cedar-ridge" } as const;

export const OPERATION_RESERVATION_STATUSES = ["booked", "checked_in", "cancelled"] as const;
export const operationReservationStatusSchema = z.enum(OPERATION_RESERVATION_STATUSES);
export type OperationReservationStatus = z.infer<typeof operationReservationStatusSchema>;

/** One party as the host stand sees it. */
export const operationReservationSchema = z.object({
  id: z.string(),
  customer_id: z.string(),
  location_id: z.string(),
  date: z.string(),
  hour: z.int(),
  minute: z.int(),
  /** "5:30p", campus wall-clock time. */
  time: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Guests the customer brings (the booking form asks how many, not their names). */
  friends: z.int(),
  /** Seats the party takes: 1 + friends. */
  party_size: z.int(),
  notes: z.string(),
  status: operationReservationStatusSchema,
  created_at: z.string(),
  /** ISO instant of the check-in, or null. */
  checked_in_at: z.string().nullable(),
  /** ISO instant of the cancel, or null; cancelled parties no longer hold seats. */
  cancelled_at: z.string().nullable(),
  /** "customer" (own cancel or mailed link) or "staff", when cancelled. */
  cancelled_by: z.enum(["customer", "staff"]).nullable(),
});
export type OperationReservation = z.infer<typeof operationReservationSchema>;

/** One bookable time of the day with its seats and parties (cancelled parties listed last). */
export const operationReservationTimeSchema = z.object({
  /** HHMM, campus wall-clock time; sorts in time order. */
  key: z.string(),
  hour: z.int(),
  minute: z.int(),
  /** "5:30p". */
  label: z.string(),
  /** False for a time no longer in the location's settings that still has bookings. */
  scheduled: z.boolean(),
  capacity: z.int(),
  /** Seats held by booked and checked-in parties (the booking counter). */
  booked: z.int(),
  /** capacity − booked, never below 0. */
  left: z.int(),
  reservations: z.array(operationReservationSchema),
});
export type OperationReservationTime = z.infer<typeof operationReservationTimeSchema>;

export const listOperationReservationLocations = defineRoute({
  operationId: "listOperationReservationLocations",
  group: "operations",
  method: "GET",
  path: "/v1/operations/reservations/locations",
  summary: "The campus's locations that take reservations, for the host stand's location picker",
  input: z.object({ site_id: idSchema }),
  output: z.object({
    locations: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Today's campus date, the day view's default. */
    today: z.string(),
    time_zone: z.string(),
  }),
  auth: "staff",
  roles,
  example: DEMO,
});

export const getOperationReservationDay = defineRoute({
  operationId: "getOperationReservationDay",
  group: "operations",
  method: "GET",
  path: "/v1/operations/reservations",
  summary:
    "A location's day at the host stand: each bookable time with capacity, seats booked and left, and its parties (names, friends, notes, status)",
  input: z.object({
    site_id: idSchema,
    location_id: idSchema,
    /** Campus date; today in campus time when omitted. */
    date: calendarDateSchema.optional(),
  }),
  output: z.object({
    date: z.string(),
    today: z.string(),
    time_zone: z.string(),
    location: z.object({
      id: z.string(),
      name: z.string(),
      reservation_capacity: z.int(),
      reservation_interval: z.int(),
    }),
    totals: z.object({
      /** Parties booked or checked in (not cancelled). */
      parties: z.int(),
      /** Seats booked over the day. */
      seats: z.int(),
      checked_in: z.int(),
      cancelled: z.int(),
    }),
    times: z.array(operationReservationTimeSchema),
  }),
  auth: "staff",
  roles,
  example: { ...DEMO, location_id: "summit-terrace" },
});

const reservationAction = z.object({
  site_id: idSchema,
  reservation_id: idSchema,
  /** The customer who booked it (the reservation lives under its customer). */
  customer_id: idSchema,
});

export const checkInOperationReservation = defineRoute({
  operationId: "checkInOperationReservation",
  group: "operations",
  method: "POST",
  path: "/v1/operations/reservations/{reservation_id}/check_in",
  summary:
    "Check a party in at the host stand, once (409 if already checked in or cancelled); audited",
  input: reservationAction,
  output: z.object({ reservation: operationReservationSchema }),
  auth: "staff",
  roles,
  example: { ...DEMO, reservation_id: "demo-reservation", customer_id: "demo-customer" },
});

export const cancelOperationReservation = defineRoute({
  operationId: "cancelOperationReservation",
  group: "operations",
  method: "POST",
  path: "/v1/operations/reservations/{reservation_id}/cancel",
  summary:
    "Cancel a party on the customer's behalf: seats freed exactly once, the customer mailed, audited (409 if already cancelled)",
  input: reservationAction.extend({
    /** Shown in the customer's mail and the audit log. */
    reason: z.string().trim().max(500, "A reason may be at most 500 characters.").default(""),
  }),
  output: z.object({ reservation: operationReservationSchema }),
  auth: "staff",
  roles,
  example: { ...DEMO, reservation_id: "demo-reservation", customer_id: "demo-customer" },
});

export const operationsReservationsRoutes = [
  listOperationReservationLocations,
  getOperationReservationDay,
  checkInOperationReservation,
  cancelOperationReservation,
] as const;
