import * as z from "zod";
import { reservationSchema } from "../../schemas/reservation";
import { defineEntity, sitePk } from "../entity";

export const storedReservationSchema = reservationSchema.extend({
  site_id: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type StoredReservation = z.infer<typeof storedReservationSchema>;

type ReservationKey = { siteId: string; customerId: string; reservationId: string };

const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}`;

/** A reservation under its customer (#32), listed per location and day on gsi2. */
export const reservationEntity = defineEntity({
  type: "reservation",
  schema: storedReservationSchema,
  key: ({ siteId, customerId, reservationId }: ReservationKey) => ({
    pk: `${sitePk(siteId)}#CUST#${customerId}`,
    sk: `RES#${reservationId}`,
  }),
  indexes: ({ siteId, reservationId }: ReservationKey, r) => ({
    gsi2pk: `${sitePk(siteId)}#LOC#${r.location_id}#RES#${r.date}`,
    gsi2sk: `${hhmm(r.hour, r.minute)}#${reservationId}`,
  }),
});

export const reservationsOfCustomer = (siteId: string, customerId: string) => ({
  pk: `${sitePk(siteId)}#CUST#${customerId}`,
  sk: { beginsWith: "RES#" },
});

const slotsPk = (siteId: string, locationId: string, date: string) =>
  `${sitePk(siteId)}#LOC#${locationId}#SLOTS#${date}`;

export const slotCounterSchema = z.object({ booked: z.int().min(0) });

/**
 * Seats booked at one time of one day (#33–#35). `booked` is top level: the booking
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

type SlotKey = { siteId: string; locationId: string; date: string; hhmm: string };

/** With limit_reservation_visits: the customer holds this slot (attribute_not_exists). */
export const slotHolderEntity = defineEntity({
  type: "slot_holder",
  schema: z.object({ reservation_id: z.string() }),
  key: ({ siteId, locationId, date, hhmm, customerId }: SlotKey & { customerId: string }) => ({
    pk: slotsPk(siteId, locationId, date),
    sk: `SLOT#${hhmm}#CUST#${customerId}`,
  }),
});

/** #35: every counter and holder of a location's day, one Query. */
export const slotsOfDay = (siteId: string, locationId: string, date: string) => ({
  pk: slotsPk(siteId, locationId, date),
  sk: { beginsWith: "SLOT#" },
});

export { hhmm as slotHhmm };
