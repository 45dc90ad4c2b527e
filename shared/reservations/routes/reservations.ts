import * as z from "zod";
import { customerScope } from "../../accounts/routes/customer-scope";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { reservationSchema as reservationFormSchema } from "../schemas/reservation-form";

/** A reservation as the account tab, the wizard and the card read it. */
export const reservationViewSchema = z.object({
  id: z.string(),
  date: z.string(),
  hour: z.int(),
  minute: z.int(),
  /** "5:30p", campus wall-clock time. */
  time: z.string(),
  friends: z.int(),
  /** 1 + friends. */
  guests: z.int(),
  location_id: z.string(),
  location_name: z.string(),
  notes: z.string(),
  customer_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

const slotSchema = z.object({
  /** date + HHMM */
  key: z.string(),
  date: z.string(),
  hour: z.int(),
  minute: z.int(),
  label: z.string(),
  capacity_left: z.int(),
  guest_limit: z.int(),
  badge: z.enum(["low", "medium", "high"]).nullable(),
  selectable: z.boolean(),
  tooltip: z.string().nullable(),
});

const blockSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  selectable: z.boolean(),
  tooltip: z.string().nullable(),
  slots: z.array(slotSchema),
});
export type AvailabilityBlock = z.infer<typeof blockSchema>;
export type AvailabilitySlot = z.infer<typeof slotSchema>;

export const reservationLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  use_reservation_hours: z.boolean(),
  allow_guest_friends: z.boolean(),
  guest_friend_limit: z.int(),
  reservation_interval: z.int(),
  /** Bookable campus dates (schedule days, not closed, inside the horizon). */
  dates: z.array(z.string()),
});
export type ReservationLocation = z.infer<typeof reservationLocationSchema>;

/** ver 1, or 2 when the purchase and account flows send it; both behave alike here. */
const ver = z.coerce.number().int().min(1).max(2).default(2);

export const listReservationLocations = defineRoute({
  operationId: "listReservationLocations",
  group: "reservations",
  method: "GET",
  path: "/v1/reservations/locations",
  summary:
    "Locations that take reservations (use_reservations, no building_id) with their bookable dates",
  input: siteInput,
  output: z.object({ locations: z.array(reservationLocationSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const getReservationAvailability = defineRoute({
  operationId: "getReservationAvailability",
  group: "reservations",
  method: "GET",
  path: "/v1/reservations/availability",
  summary:
    "Time blocks and times of a location's date with seats left, guest limits, badges and tooltips for the signed-in customer",
  input: z.object({ ...customerScope, location_id: idSchema, date: calendarDateSchema }),
  output: z.object({ date: z.string(), blocks: z.array(blockSchema) }),
  auth: "customer",
  example: { ...DEMO_SITE, location_id: "summit-terrace", date: "2026-11-23" },
});

export const createReservation = defineRoute({
  operationId: "createReservation",
  group: "reservations",
  method: "POST",
  path: "/v1/reservations",
  summary:
    "Book a time for 1 + friends; capacity and visit limits hold under concurrency; mails a cancel link",
  input: reservationFormSchema.extend({
    ...customerScope,
    ver,
    notes: z.string().trim().max(500, "Notes may be at most 500 characters.").default(""),
  }),
  output: z.object({
    reservation: reservationViewSchema,
    reservations: z.array(reservationViewSchema),
  }),
  auth: "customer",
  rateLimit: "reservation",
  example: {
    ...DEMO_SITE,
    first_name: "Dana",
    last_name: "Example",
    email: "dana.example@example.edu",
    location_id: "summit-terrace",
    date: "2026-11-23",
    hour: 17,
    minute: 30,
    friends: 1,
    notes: "",
    ver: 2,
  },
});

export const cancelReservation = defineRoute({
  operationId: "cancelReservation",
  group: "reservations",
  method: "DELETE",
  path: "/v1/reservations",
  summary:
    "Cancel a reservation and free its seats, exactly once: as the signed-in customer, or with the mailed link's token",
  input: z.object({
    ...customerScope,
    reservation_id: idSchema,
    ver,
    /** The cancel link's signed token; without it the session decides. */
    token: z.string().max(2000).optional(),
  }),
  output: z.object({ reservation_id: z.string() }),
  // Public so the mailed link works without logging in; without a token the session is
  // required all the same (docs/decisions/reservations.md).
  auth: "public",
  csrf: true,
  // The token is a credential: it travels in the mailed link's fragment and then in this
  // call's body, never in a URL that access logs keep (docs/security.md).
  body: ["token"],
  rateLimit: "reservation",
  example: { ...DEMO_SITE, reservation_id: "demo-reservation", customer_id: "demo-customer" },
});

export const reservationsRoutes = [
  listReservationLocations,
  getReservationAvailability,
  createReservation,
  cancelReservation,
] as const;
