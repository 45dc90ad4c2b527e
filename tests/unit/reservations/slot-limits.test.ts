import { describe, expect, it } from "vitest";
import { blockAvailability, slotAvailability } from "../../../shared/reservations/availability";
import { RESERVATION_TOOLTIPS } from "../../../shared/reservations/messages";
import { createReservation } from "../../support/factories/reservation";
import { scenario } from "./scenario";

const EXPIRED = "This block of time has expired.";
const VISIT_LIMIT = "Sorry, you can't reserve more times in this schedule.";
const ALREADY = "You've already reserved this time.";

describe("capacity of a slot", () => {
  const at = { date: "2026-03-10", hour: 12, minute: 0 };
  const slotWith = (friends: number[], settings = {}) =>
    slotAvailability(
      scenario({
        bookings: friends.map((f) => createReservation({ ...at, friends: f })),
        settings,
      }),
      "2026-03-10",
    ).find((s) => s.label === "12:00p")!;

  // capacity 10 and guest limit 3 (factory): left, guest limit, badge, selectable.
  it.each([
    [[], 10, 3, "high", true],
    [[2, 0], 6, 3, "high", true],
    [[3, 3], 2, 1, "medium", true],
    [[3, 3, 0], 1, 0, "low", true],
    [[3, 3, 2], 0, 0, null, false],
    [[3, 3, 3], 0, 0, null, false],
  ])("bookings with friends %o", (friends, left, limit, badge, selectable) => {
    const slot = slotWith(friends);
    expect(slot).toMatchObject({ capacityLeft: left, guestLimit: limit, badge, selectable });
    expect(slot.reason).toBe(selectable ? null : "full");
    expect(slot.tooltip).toBeNull();
  });

  it("no guests when the location does not allow them", () => {
    expect(slotWith([], { allow_guest_friends: false }).guestLimit).toBe(0);
  });

  it("a block with every time full is full", () => {
    const bookings = ["1100", "1130", "1200", "1230", "1300", "1330"].map((hhmm) =>
      createReservation({
        date: "2026-03-10",
        hour: Number(hhmm.slice(0, 2)),
        minute: Number(hhmm.slice(2)),
        friends: 9,
      }),
    );
    const [lunch, dinner] = blockAvailability(scenario({ bookings }), "2026-03-10");
    expect(lunch).toMatchObject({ selectable: false, reason: "full", tooltip: null });
    expect(dinner!.selectable).toBe(true);
  });
});

describe("visit limits", () => {
  const mine = createReservation({ date: "2026-03-10", hour: 12, minute: 0, customer_id: "c-1" });
  const theirs = createReservation({
    date: "2026-03-10",
    hour: 12,
    minute: 30,
    customer_id: "c-2",
  });
  const limited = { limit_reservation_visits: true, reservation_max_visits: 1 };

  it("a held slot and the rest of its schedule are blocked for the customer", () => {
    const [lunch, dinner] = blockAvailability(
      scenario({ bookings: [mine, theirs], settings: limited }),
      "2026-03-10",
    );
    expect(lunch).toMatchObject({ selectable: false, reason: "visit_limit", tooltip: VISIT_LIMIT });
    const byLabel = Object.fromEntries(lunch!.slots.map((s) => [s.label, s.tooltip]));
    expect(byLabel["12:00p"]).toBe(ALREADY);
    expect(byLabel["11:00a"]).toBe(VISIT_LIMIT);
    expect(byLabel["12:30p"]).toBe(VISIT_LIMIT);
    expect(dinner!.slots.every((s) => s.selectable)).toBe(true);
  });

  it("with two visits allowed only the held slot is blocked", () => {
    const settings = { ...limited, reservation_max_visits: 2 };
    const slots = slotAvailability(scenario({ bookings: [mine], settings }), "2026-03-10");
    expect(slots.filter((s) => !s.selectable).map((s) => [s.label, s.reason])).toEqual([
      ["12:00p", "already_reserved"],
    ]);
  });

  it("without the limit, or for another customer, nothing is blocked", () => {
    expect(
      slotAvailability(scenario({ bookings: [mine] }), "2026-03-10").every((s) => s.selectable),
    ).toBe(true);
    const other = scenario({ bookings: [mine], settings: limited, customerId: "c-9" });
    expect(slotAvailability(other, "2026-03-10").every((s) => s.selectable)).toBe(true);
    const anonymous = scenario({ bookings: [mine], settings: limited, customerId: null });
    expect(slotAvailability(anonymous, "2026-03-10").every((s) => s.selectable)).toBe(true);
  });

  it("bookings at another location do not count", () => {
    const elsewhere = { ...mine, location_id: "cafe" };
    expect(
      slotAvailability(scenario({ bookings: [elsewhere], settings: limited }), "2026-03-10").every(
        (s) => s.selectable,
      ),
    ).toBe(true);
  });

  it("quotes the spec's tooltips", () => {
    expect(RESERVATION_TOOLTIPS).toEqual({
      visitLimit: VISIT_LIMIT,
      expired: EXPIRED,
      alreadyReserved: ALREADY,
    });
  });
});
