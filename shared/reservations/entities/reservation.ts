import * as z from "zod";
import { defineEntity, sitePk } from "../../platform/data/entity";
import { reservationSchema } from "../schemas/reservation";

/**
 * A stored reservation remembers what its booking claimed (party, and with visit limits the
 * slot holder and the block's visit counter), so a cancel releases exactly that even if the
 * location's settings changed in between (docs/decisions/reservations.md).
 */
export const storedReservationSchema = reservationSchema.extend({
  site_id: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
  location_name: z.string().default(""),
  /** The block (reservation schedule, or opening-hours window) the time belongs to. */
  block_id: z.string().default(""),
  /** The campus date that block starts on (the day before, for times past midnight). */
  block_date: z.string().default(""),
  /** Whether the booking claimed a slot holder and a visit of its block. */
  limited: z.boolean().default(false),
  /** When the host stand checked the party in (docs/operations/reservations.md); absent until then. */
  checked_in_at: z.string().optional(),
  /** The staff member who checked the party in. */
  checked_in_by: z.string().optional(),
});
export type StoredReservation = z.infer<typeof storedReservationSchema>;

type ReservationKey = { siteId: string; customerId: string; reservationId: string };

const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}`;

const customerPk = (siteId: string, customerId: string) => `${sitePk(siteId)}#CUST#${customerId}`;

const locationDayPk = (siteId: string, locationId: string, date: string) =>
  `${sitePk(siteId)}#LOC#${locationId}#RES#${date}`;

/** A reservation under its customer (access pattern #32), listed per location and day on gsi2. */
export const reservationEntity = defineEntity({
  type: "reservation",
  schema: storedReservationSchema,
  key: ({ siteId, customerId, reservationId }: ReservationKey) => ({
    pk: customerPk(siteId, customerId),
    sk: `RES#${reservationId}`,
  }),
  indexes: ({ siteId, reservationId }: ReservationKey, r) => ({
    gsi2pk: locationDayPk(siteId, r.location_id, r.date),
    gsi2sk: `${hhmm(r.hour, r.minute)}#${reservationId}`,
  }),
});

/** The reservations of a location and day, in time order (the host stand's day view). */
export const reservationsOfLocationDay = (siteId: string, locationId: string, date: string) => ({
  index: "gsi2" as const,
  pk: locationDayPk(siteId, locationId, date),
});

/**
 * What stays of a cancelled reservation, written by the cancel's own transaction so the host
 * stand still lists the party as cancelled: beside its customer's reservations (a sort key
 * outside `RES#`, so the customer's list never shows it), and on the same location-day index.
 * It holds no seats; it expires with the day's slot items.
 */
export const cancelledReservationSchema = storedReservationSchema.extend({
  cancelled_at: z.string(),
  cancelled_by: z.enum(["customer", "staff"]),
  /** The staff member who cancelled on the customer's behalf. */
  cancelled_by_staff_id: z.string().optional(),
  /** The staff member's reason, as mailed to the customer. */
  reason: z.string().default(""),
});
export type CancelledReservation = z.infer<typeof cancelledReservationSchema>;

export const cancelledReservationEntity = defineEntity({
  type: "reservation_cancelled",
  schema: cancelledReservationSchema,
  key: ({ siteId, customerId, reservationId }: ReservationKey) => ({
    pk: customerPk(siteId, customerId),
    sk: `CANCELLED_RES#${reservationId}`,
  }),
  indexes: ({ siteId, reservationId }: ReservationKey, r) => ({
    gsi2pk: locationDayPk(siteId, r.location_id, r.date),
    gsi2sk: `${hhmm(r.hour, r.minute)}#${reservationId}`,
  }),
});

export const reservationsOfCustomer = (siteId: string, customerId: string) => ({
  pk: customerPk(siteId, customerId),
  sk: { beginsWith: "RES#" },
});

const slotsPk = (siteId: string, locationId: string, date: string) =>
  `${sitePk(siteId)}#LOC#${locationId}#SLOTS#${date}`;

export const slotCounterSchema = z.object({ booked: z.int().min(0) });

type SlotKey = { siteId: string; locationId: string; date: string; hhmm: string };

/**
 * Seats booked at one time of one day (access patterns #33–#35). `booked` is top level: the booking
 * transaction adds to it under the capacity condition.
 */
export const slotCounterEntity = defineEntity({
  type: "slot_counter",
  schema: slotCounterSchema,
  key: ({ siteId, locationId, date, hhmm }: SlotKey) => ({
    pk: slotsPk(siteId, locationId, date),
    sk: `SLOT#${hhmm}`,
  }),
  read: (item) => ({ booked: item.booked ?? 0 }),
});

export const slotHolderSchema = z.object({
  reservation_id: z.string(),
  /** Seats of the holder's booking, so availability can tell its own seats from others'. */
  party: z.int().min(1).default(1),
});

/** With limit_reservation_visits: the customer holds this slot (attribute_not_exists). */
export const slotHolderEntity = defineEntity({
  type: "slot_holder",
  schema: slotHolderSchema,
  key: ({ siteId, locationId, date, hhmm, customerId }: SlotKey & { customerId: string }) => ({
    pk: slotsPk(siteId, locationId, date),
    sk: `SLOT#${hhmm}#CUST#${customerId}`,
  }),
});

type VisitKey = { siteId: string; locationId: string; blockDate: string; blockId: string };

/**
 * With limit_reservation_visits: bookings one customer holds in one block of one day. The
 * booking transaction adds 1 under `visits < reservation_max_visits`, so racing bookings of
 * one customer cannot pass the limit; `visits` is top level for that condition. It lives in
 * the block date's slot partition, so the availability Query reads it too.
 */
export const blockVisitsEntity = defineEntity({
  type: "block_visits",
  schema: z.object({ visits: z.int().min(0) }),
  key: ({
    siteId,
    locationId,
    blockDate,
    blockId,
    customerId,
  }: VisitKey & { customerId: string }) => ({
    pk: slotsPk(siteId, locationId, blockDate),
    sk: `VISITS#${blockId}#CUST#${customerId}`,
  }),
  read: (item) => ({ visits: item.visits ?? 0 }),
});

/** access pattern #35: every counter, holder and visit counter of a location's day, one Query. */
export const slotsOfDay = (siteId: string, locationId: string, date: string) => ({
  pk: slotsPk(siteId, locationId, date),
});

/** What a slot-partition item is, from its sort key: the one place that reads those keys. */
export type SlotItemKind =
  | { kind: "counter"; hhmm: string }
  | { kind: "holder"; hhmm: string; customerId: string }
  | { kind: "visits"; blockId: string; customerId: string }
  | { kind: "other" };

export function slotItemKind(sk: string): SlotItemKind {
  const holder = /^SLOT#(\d{4})#CUST#(.+)$/.exec(sk);
  if (holder) return { kind: "holder", hhmm: holder[1] ?? "", customerId: holder[2] ?? "" };
  const counter = /^SLOT#(\d{4})$/.exec(sk);
  if (counter) return { kind: "counter", hhmm: counter[1] ?? "" };
  const visits = /^VISITS#(.+)#CUST#(.+)$/.exec(sk);
  if (visits) return { kind: "visits", blockId: visits[1] ?? "", customerId: visits[2] ?? "" };
  return { kind: "other" };
}

export { hhmm as slotHhmm };
