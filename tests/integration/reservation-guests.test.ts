import { beforeAll, describe, expect, it } from "vitest";
import { dynamoLocationStore } from "../../functions/menus/location-store";
import { dynamoSiteStore } from "../../functions/platform/site-store";
import { campusDate } from "../../shared/platform/time/campus-clock";
import { addDays } from "../../shared/platform/time/ymd";
import { RESERVATION_FORM_MESSAGES } from "../../shared/reservations/schemas/reservation-form";
import { createReservableLocation } from "../support/factories/location";
import { createSite } from "../support/factories/site";
import { inProcessCustomer } from "../support/in-process";
import { bookReservation } from "../support/reservations";

// A party refused for its guests is told why, never that the time is gone
// (docs/decisions/purchase-walk.md "Guests").

const site = createSite({ customer_login: true });
const today = campusDate(new Date(), site.time_zone);
const tomorrow = addDays(today, 1);
const noGuests = createReservableLocation(today, {
  reservation_capacity: 10,
  allow_guest_friends: false,
});
const twoGuests = createReservableLocation(today, {
  reservation_capacity: 3,
  allow_guest_friends: true,
  guest_friend_limit: 2,
});

beforeAll(async () => {
  await dynamoSiteStore.put(site, false, new Date());
  await dynamoLocationStore.putLocation(site.id, noGuests);
  await dynamoLocationStore.putLocation(site.id, twoGuests);
});

describe("booking with guests", () => {
  it("where the location takes none says so", async () => {
    const customer = await inProcessCustomer(site.id);
    const { status, body } = await bookReservation(customer, {
      location_id: noGuests.id,
      date: tomorrow,
      friends: 1,
    });
    expect(status).toBe(400);
    expect(body.msg).toBe(RESERVATION_FORM_MESSAGES.friends.notAllowed);
    expect(body.msg).not.toMatch(/no longer available/);
  });

  it("over the location's limit names the limit", async () => {
    const customer = await inProcessCustomer(site.id);
    const { status, body } = await bookReservation(customer, {
      location_id: twoGuests.id,
      date: tomorrow,
      friends: 3,
    });
    expect(status).toBe(400);
    expect(body.msg).toBe("You can bring at most 2 guests at this location.");
  });

  it("beyond the seats left at that time says how many are left", async () => {
    const first = await inProcessCustomer(site.id);
    const booked = await bookReservation(first, { location_id: twoGuests.id, date: tomorrow });
    expect(booked.status).toBe(200);
    const second = await inProcessCustomer(site.id);
    const { status, body } = await bookReservation(second, {
      location_id: twoGuests.id,
      date: tomorrow,
      friends: 2,
    });
    expect(status).toBe(409);
    expect(body.msg).toBe(
      "Only 2 seats are left at this time. Please choose fewer guests or another time.",
    );
  });
});
