import type { CallOptions, InProcessCustomer } from "./in-process";

/** What a booking answers with, as far as the tests read it. */
export interface Booked {
  reservation: { id: string; notes: string; guests: number };
}

/**
 * POST /v1/reservations as the reservation form sends it (version 2) for a signed-in customer,
 * alone at noon; `booking` names the location and the day, and whatever else the test varies.
 */
export function bookReservation(
  customer: InProcessCustomer,
  booking: { location_id: string; date: string } & Record<string, unknown>,
  options: CallOptions = {},
) {
  return customer.call<Booked>(
    "reservations",
    "POST",
    "/v1/reservations",
    {
      site_id: customer.siteId,
      first_name: "Robin",
      last_name: "Tester",
      email: customer.email,
      hour: 12,
      minute: 0,
      friends: 0,
      notes: "",
      ver: 2,
      ...booking,
    },
    options,
  );
}
