import { addDays } from "../platform/time/ymd";
import { type SlotAvailability, slotAvailability, type UnavailableReason } from "./availability";
import { bookableRange, isBookableDate } from "./bookable-dates";
import { partySize } from "./capacity";
import { type SlotTime, slotKey } from "./slot-key";
import type { AvailabilityContext } from "./types";

export interface BookingRequest extends SlotTime {
  friends: number;
}

export type BookingRejection =
  | "reservations_disabled"
  | "date_not_bookable"
  | "no_such_time"
  | "too_many_guests"
  /** Friends asked for where the location takes none: said as such, whatever the slot's state. */
  | "guests_not_allowed"
  | UnavailableReason;

export type BookingCheck =
  | { ok: true; slot: SlotAvailability; key: string; partySize: number }
  | { ok: false; reason: BookingRejection; seatsLeft?: number };

/**
 * The whole rule set of requirements: purchases §5 applied to one request, for the server before it writes.
 * Capacity here reflects the bookings read; the write itself must still be conditional on
 * fitsCapacity, since another booking can land in between.
 */
export function checkBooking(ctx: AvailabilityContext, request: BookingRequest): BookingCheck {
  const { location, now, timeZone } = ctx;
  if (!location.use_reservations) return { ok: false, reason: "reservations_disabled" };
  if (!location.allow_guest_friends && request.friends > 0) {
    return { ok: false, reason: "guests_not_allowed" };
  }
  const key = slotKey(request);
  const { first, last } = bookableRange(location, now, timeZone);
  // A time after midnight may belong to a block that started the evening before.
  const blockDates = [addDays(request.date, -1), request.date].filter(
    (d) => first <= d && d <= last,
  );
  const slot = blockDates
    .flatMap((d) => slotAvailability(ctx, d))
    .find((candidate) => candidate.key === key);
  if (!slot) {
    const dateOk = isBookableDate(location, request.date, now, timeZone);
    return { ok: false, reason: dateOk ? "no_such_time" : "date_not_bookable" };
  }
  if (slot.reason !== null) return { ok: false, reason: slot.reason };
  if (!Number.isInteger(request.friends) || request.friends < 0) {
    return { ok: false, reason: "too_many_guests" };
  }
  if (request.friends > slot.guestLimit) {
    // Within the location's limit, the party is refused for the seats left: say how many.
    return request.friends > location.guest_friend_limit
      ? { ok: false, reason: "too_many_guests" }
      : { ok: false, reason: "too_many_guests", seatsLeft: slot.capacityLeft };
  }
  return { ok: true, slot, key, partySize: partySize(request.friends) };
}
