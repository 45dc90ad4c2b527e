import { describe, expect, it } from "vitest";
import {
  bookedAt,
  capacityBadge,
  capacityLeft,
  fitsCapacity,
  guestLimit,
  maxBookedForParty,
  partySize,
} from "../../../shared/reservations/capacity";
import { parseSlotKey, slotKey } from "../../../shared/reservations/slot-key";
import { createReservation } from "../../support/factories/reservation";

const allowed = { allow_guest_friends: true, guest_friend_limit: 3 };

describe("capacity (requirements: purchases §5, §9)", () => {
  it("counts 1 + friends per booking at the slot of the location only", () => {
    const slot = { date: "2026-03-10", hour: 12, minute: 0 };
    const bookings = [
      createReservation({ ...slot, friends: 2 }),
      createReservation({ ...slot, friends: 0 }),
      createReservation({ ...slot, minute: 30, friends: 4 }),
      createReservation({ ...slot, date: "2026-03-11", friends: 4 }),
      createReservation({ ...slot, location_id: "cafe", friends: 4 }),
    ];
    expect(bookedAt(bookings, "dining-hall", slot)).toBe(4);
    expect(partySize(0)).toBe(1);
    expect(partySize(3)).toBe(4);
  });

  // capacity left = reservation_capacity − Σ(1 + friends), never below 0.
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 10, 0],
    [10, 13, 0],
    [0, 0, 0],
  ])("capacity %i with %i booked leaves %i", (capacity, booked, left) => {
    expect(capacityLeft(capacity, booked)).toBe(left);
  });

  // guest limit = min(capacity left − 1, guest_friend_limit); 0 when guests are not allowed.
  it.each([
    [6, allowed, 3],
    [4, allowed, 3],
    [3, allowed, 2],
    [2, allowed, 1],
    [1, allowed, 0],
    [0, allowed, 0],
    [6, { allow_guest_friends: true, guest_friend_limit: 0 }, 0],
    [6, { allow_guest_friends: false, guest_friend_limit: 3 }, 0],
  ])("with %i left and %o the guest limit is %i", (left, settings, limit) => {
    expect(guestLimit(left, settings)).toBe(limit);
  });

  // Capacity badges: low at 1, medium at 2, high above 2.
  it.each([
    [0, null],
    [1, "low"],
    [2, "medium"],
    [3, "high"],
    [40, "high"],
  ])("%i left shows badge %s", (left, badge) => {
    expect(capacityBadge(left)).toBe(badge);
  });

  it.each([
    [{ capacity: 10, booked: 6, partySize: 4 }, true],
    [{ capacity: 10, booked: 7, partySize: 4 }, false],
    [{ capacity: 10, booked: 0, partySize: 10 }, true],
    [{ capacity: 0, booked: 0, partySize: 1 }, false],
    [{ capacity: 10, booked: 0, partySize: 0 }, false],
    [{ capacity: 10, booked: 0, partySize: 1.5 }, false],
  ])("fitsCapacity(%o) is %s", (check, fits) => {
    expect(fitsCapacity(check)).toBe(fits);
    if (Number.isInteger(check.partySize) && check.partySize >= 1) {
      expect(check.booked <= maxBookedForParty(check.capacity, check.partySize)).toBe(fits);
    }
  });
});

describe("slot key (date + HHMM)", () => {
  it.each([
    [{ date: "2026-03-10", hour: 9, minute: 5 }, "2026-03-10#0905"],
    [{ date: "2026-11-01", hour: 0, minute: 0 }, "2026-11-01#0000"],
    [{ date: "2026-12-31", hour: 23, minute: 30 }, "2026-12-31#2330"],
  ])("%o ↔ %s", (slot, key) => {
    expect(slotKey(slot)).toBe(key);
    expect(parseSlotKey(key)).toEqual(slot);
  });

  it.each(["2026-03-10#930", "2026-03-10#2400", "2026-03-10#1260", "2026-02-30#1200", "x"])(
    "rejects %s",
    (key) => {
      expect(parseSlotKey(key)).toBeNull();
    },
  );
});
