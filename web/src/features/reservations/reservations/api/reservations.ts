import useSWR from "swr";
import { apiKey, apiRequest, type InputOf, type OutputOf } from "@/lib/api-client";
import { cancelReservation as cancelReservationRoute } from "@/lib/api-routes/reservations/cancel-reservation";
import { createReservation as createReservationRoute } from "@/lib/api-routes/reservations/create-reservation";
import { getReservationAvailability } from "@/lib/api-routes/reservations/get-reservation-availability";
import { getReservationCard } from "@/lib/api-routes/reservations/get-reservation-card";
import { listCustomerReservations } from "@/lib/api-routes/reservations/list-customer-reservations";
import { listReservationLocations } from "@/lib/api-routes/reservations/list-reservation-locations";

// The reservation calls (requirements: purchases §7 Reservations); no zod on the page.

/** The locations that take reservations, with their bookable dates. */
export const useReservationLocations = (siteId: string) =>
  useSWR<OutputOf<typeof listReservationLocations>>(
    apiKey(listReservationLocations, { site_id: siteId }),
  );

/** A location's time blocks and times on a date; nothing until both are chosen. */
export const useAvailability = (siteId: string, locationId: string | null, date: string | null) =>
  useSWR<OutputOf<typeof getReservationAvailability>>(
    locationId && date
      ? apiKey(getReservationAvailability, { site_id: siteId, location_id: locationId, date })
      : null,
  );

/** The signed-in customer's reservations, soonest first. */
export const useMyReservations = (siteId: string) =>
  useSWR<OutputOf<typeof listCustomerReservations>>(
    apiKey(listCustomerReservations, { site_id: siteId }),
  );

export const createReservation = (params: InputOf<typeof createReservationRoute>) =>
  apiRequest(createReservationRoute, params);

/** As the signed-in customer, or with the mailed link's token (which travels in the body). */
export const cancelReservation = (params: InputOf<typeof cancelReservationRoute>) =>
  apiRequest(cancelReservationRoute, params);

/** The printable card: a plain link the browser opens as a PDF. */
export const reservationCardUrl = (siteId: string, reservationId: string): string =>
  `${getReservationCard.path}?${new URLSearchParams({ site_id: siteId, reservation_id: reservationId })}`;
