import { describe, expect, it } from "vitest";
import { confirmationMail } from "../../../functions/reservations/reservations/confirmation-mail";
import { storedReservationSchema } from "../../../shared/reservations/entities/reservation";
import { partyText } from "../../../shared/reservations/party";
import { createReservation } from "../../support/factories/reservation";

// The party counts the customer and their guests: a solo booking was "Party: 1 guest", one
// with a friend "2 guests".

describe("the party in reservation mail", () => {
  it.each([
    [0, "1 person"],
    [1, "2 people (you and 1 guest)"],
    [3, "4 people (you and 3 guests)"],
  ])("%i friends: %s", (friends, text) => expect(partyText(friends)).toBe(text));

  it("is what the confirmation mail says", () => {
    const reservation = storedReservationSchema.parse({
      ...createReservation({ date: "2026-11-24", hour: 12, minute: 30 }),
      site_id: "cedar-ridge",
      first_name: "Dana",
      last_name: "Lee",
      email: "dana@example.edu",
      created_at: "2026-11-23T18:00:00.000Z",
      location_name: "Summit Terrace",
    });
    const recipient = { email: "dana@example.edu", first_name: "Dana" };
    const solo = confirmationMail({ name: "Cedar Ridge" }, reservation, recipient, null);
    expect(solo.text).toContain("Party: 1 person\n");
    const withFriend = confirmationMail(
      { name: "Cedar Ridge" },
      { ...reservation, friends: 1 },
      recipient,
      null,
    );
    expect(withFriend.text).toContain("Party: 2 people (you and 1 guest)\n");
  });
});
