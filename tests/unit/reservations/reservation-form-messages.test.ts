import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RESERVATION_FORM_MESSAGES as M,
  reservationSchema,
} from "../../../shared/reservations/schemas/reservation-form";

// The reservation form's own texts (docs/decisions/purchase-walk.md) and the ones it shares with
// the other forms (shared/platform/validation/field-messages.ts).

describe("the reservation form's messages", () => {
  it("count guests and seats in words that agree with the number", () => {
    expect(M.friends.overLimit(1)).toBe("You can bring at most 1 guest at this location.");
    expect(M.friends.overLimit(3)).toBe("You can bring at most 3 guests at this location.");
    expect(M.friends.noSeats(1)).toBe(
      "Only 1 seat is left at this time. Please choose fewer guests or another time.",
    );
    expect(M.friends.noSeats(4)).toBe(
      "Only 4 seats are left at this time. Please choose fewer guests or another time.",
    );
  });

  it("never say 1 guests or 1 seats are", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (n) => {
        expect(/\b1 guests\b/.test(M.friends.overLimit(n))).toBe(false);
        expect(/\b1 seats\b/.test(M.friends.noSeats(n))).toBe(false);
        expect(M.friends.noSeats(n).includes(`Only ${n} `)).toBe(true);
      }),
    );
  });

  it("name the field that is wrong, with the shared wording", () => {
    const result = reservationSchema.safeParse({
      first_name: "",
      last_name: "O'Brien-Smith",
      email: "not an address",
      location_id: "",
      date: "",
      hour: 25,
      minute: 0,
      friends: -1,
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(byField).toMatchObject({
      first_name: "First name is required",
      email: "Please enter a valid email address",
      location_id: "Please choose a location",
      date: "Please choose a date",
      hour: "Please choose a time",
      friends: "Please choose the number of guests",
    });
    expect(byField).not.toHaveProperty("last_name");
  });
});
