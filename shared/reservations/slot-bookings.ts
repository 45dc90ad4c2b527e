import type { Ymd } from "../platform/time/ymd";
import type { Booking } from "./types";

/** What one Query of a location's day reads (docs/data-model.md #35), item kinds apart. */
export interface SlotDay {
  date: Ymd;
  /** Seats booked per time, "HHMM". */
  counters: readonly { hhmm: string; booked: number }[];
  /** Slots held under visit limits, with the seats of the holder's booking. */
  holders: readonly { hhmm: string; customerId: string; party: number }[];
}

/** Stands for every other customer's seats at a slot; never a real customer id. */
export const OTHERS = "";

/**
 * Bookings as the availability rules read them, rebuilt from the counters: per slot, the
 * customer's own booking (from their holder) and one booking for everyone else's seats, so
 * the seats per slot equal the counter exactly and "already reserved" still shows.
 */
export function bookingsOfDay(
  locationId: string,
  day: SlotDay,
  customerId: string | null,
): Booking[] {
  const bookings: Booking[] = [];
  for (const { hhmm, booked } of day.counters) {
    if (!/^\d{4}$/.test(hhmm) || !Number.isInteger(booked) || booked <= 0) continue;
    const slot = {
      date: day.date,
      hour: Number(hhmm.slice(0, 2)),
      minute: Number(hhmm.slice(2)),
      location_id: locationId,
    };
    const held = customerId
      ? day.holders
          .filter((h) => h.hhmm === hhmm && h.customerId === customerId)
          .reduce((sum, h) => sum + Math.max(1, h.party), 0)
      : 0;
    const own = Math.min(held, booked);
    if (customerId && own > 0) {
      bookings.push({ ...slot, customer_id: customerId, friends: own - 1 });
    }
    if (booked - own > 0)
      bookings.push({ ...slot, customer_id: OTHERS, friends: booked - own - 1 });
  }
  return bookings;
}
