import { partySize } from "./capacity";
import { OTHERS } from "./slot-bookings";
import { slotKey } from "./slot-key";
import type { Booking } from "./types";

/** The asked slot and its counter, as the booking's admission read found it. */
export interface AdmittedSlot {
  date: string;
  hour: number;
  minute: number;
  /** Seats booked at the slot (its counter; 0 when it has none yet). */
  booked: number;
}

/**
 * Bookings as the booking check reads them when only the asked slot's counter was read (the
 * admission read, docs/data-model.md #33) instead of the whole day: the customer's own
 * reservations at the location (their list, read anyway: what they already hold and their
 * visits in the block), and at the asked slot one booking for everyone else's seats, so the
 * seats there equal the counter. Other slots show only the customer's own seats; the check
 * looks at the asked slot alone.
 */
export function bookingsForAdmission(
  locationId: string,
  slot: AdmittedSlot,
  mine: readonly Booking[],
  customerId: string,
): Booking[] {
  const own = mine.filter((b) => b.location_id === locationId && b.customer_id === customerId);
  const key = slotKey(slot);
  const ownSeats = own
    .filter((b) => slotKey(b) === key)
    .reduce((sum, b) => sum + partySize(Math.max(0, b.friends)), 0);
  const booked = Number.isInteger(slot.booked) ? Math.max(0, slot.booked) : 0;
  const others = booked - ownSeats;
  if (others <= 0) return own;
  const at = { date: slot.date, hour: slot.hour, minute: slot.minute, location_id: locationId };
  return [...own, { ...at, customer_id: OTHERS, friends: others - 1 }];
}
