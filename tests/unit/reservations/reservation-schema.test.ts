import { describe, expect, it } from "vitest";
import {
  DEFAULT_RESERVATION_HORIZON_DAYS,
  locationReservationSettingsSchema,
  reservationSchema,
} from "../../../shared/reservations/schemas/reservation";

const valid = {
  id: "r-1",
  date: "2026-03-10",
  hour: 12,
  minute: 30,
  friends: 2,
  location_id: "dining-hall",
  customer_id: "c-1",
};

describe("reservationSchema", () => {
  it("accepts a booking and defaults the notes", () => {
    expect(reservationSchema.parse(valid)).toEqual({ ...valid, notes: "" });
  });

  it.each([
    ["a negative friend count", { friends: -1 }],
    ["hour 24", { hour: 24 }],
    ["minute 60", { minute: 60 }],
    ["an impossible date", { date: "2026-02-29" }],
    ["notes over 500 characters", { notes: "x".repeat(501) }],
    ["a missing customer", { customer_id: "" }],
  ])("rejects %s", (_, change) => {
    expect(reservationSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe("locationReservationSettingsSchema", () => {
  it("defaults to no reservations and a 14-day horizon", () => {
    const settings = locationReservationSettingsSchema.parse({});
    expect(settings.use_reservations).toBe(false);
    expect(settings.reservation_horizon_days).toBe(14);
    expect(DEFAULT_RESERVATION_HORIZON_DAYS).toBe(14);
  });

  it("keeps a per-location horizon such as 30 days", () => {
    expect(
      locationReservationSettingsSchema.parse({ reservation_horizon_days: 30 })
        .reservation_horizon_days,
    ).toBe(30);
  });

  it.each([
    ["a zero interval", { reservation_interval: 0 }],
    ["a negative capacity", { reservation_capacity: -1 }],
    ["zero max visits", { reservation_max_visits: 0 }],
  ])("rejects %s", (_, change) => {
    expect(locationReservationSettingsSchema.safeParse(change).success).toBe(false);
  });
});
