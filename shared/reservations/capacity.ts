import type { LocationReservationSettings } from "./schemas/reservation";
import { type SlotTime, slotKey } from "./slot-key";
import type { Booking } from "./types";

/** A booking takes one seat for the customer and one per friend (requirements: purchases §9). */
export function partySize(friends: number): number {
  return 1 + friends;
}

/** Seats taken at a slot of a location. */
export function bookedAt(bookings: readonly Booking[], locationId: string, slot: SlotTime): number {
  const key = slotKey(slot);
  return bookings
    .filter((b) => b.location_id === locationId && slotKey(b) === key)
    .reduce((sum, b) => sum + partySize(b.friends), 0);
}

/** reservation_capacity − Σ(1 + friends), never below 0 (requirements: purchases §5). */
export function capacityLeft(capacity: number, booked: number): number {
  return Math.max(0, capacity - booked);
}

/**
 * Friends a new booking may bring: the lesser of (capacity left − 1) and guest_friend_limit,
 * 0 when the location does not allow guests or has no seat for them (requirements: purchases §5).
 */
export function guestLimit(
  left: number,
  settings: Pick<LocationReservationSettings, "allow_guest_friends" | "guest_friend_limit">,
): number {
  if (!settings.allow_guest_friends) return 0;
  return Math.max(0, Math.min(left - 1, settings.guest_friend_limit));
}

export type CapacityBadge = "low" | "medium" | "high";

/** Badge of a slot: low at 1 seat left, medium at 2, high above 2, none when full (requirements: purchases §5). */
export function capacityBadge(left: number): CapacityBadge | null {
  if (left <= 0) return null;
  if (left === 1) return "low";
  if (left === 2) return "medium";
  return "high";
}

export interface CapacityCheck {
  capacity: number;
  /** Seats already taken at the slot. */
  booked: number;
  /** 1 + friends of the new booking. */
  partySize: number;
}

/** Whether a new party fits: the test the server's conditional write enforces. */
export function fitsCapacity({ capacity, booked, partySize: size }: CapacityCheck): boolean {
  return Number.isInteger(size) && size >= 1 && booked + size <= capacity;
}

/**
 * The most seats that may already be taken for a party of `size` to fit, for a conditional
 * write of the form `booked <= :max`; negative when the party can never fit.
 */
export function maxBookedForParty(capacity: number, size: number): number {
  return capacity - size;
}
