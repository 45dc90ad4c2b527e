import type {
  getReservationCard,
  listCustomerReservations,
} from "@shared/reservations/routes/customer-reservations";
import type {
  cancelReservation,
  createReservation,
  getReservationAvailability,
  listReservationLocations,
} from "@shared/reservations/routes/reservations";
import { routeRef } from "@/lib/api-client";

/** Route refs of the reservation calls (requirements: purchases §7 Reservations); no zod on the page. */
export const reservationRoutes = {
  locations: routeRef<typeof listReservationLocations>({
    operationId: "listReservationLocations",
    method: "GET",
    path: "/v1/reservations/locations",
  }),
  availability: routeRef<typeof getReservationAvailability>({
    operationId: "getReservationAvailability",
    method: "GET",
    path: "/v1/reservations/availability",
  }),
  create: routeRef<typeof createReservation>({
    operationId: "createReservation",
    method: "POST",
    path: "/v1/reservations",
  }),
  cancel: routeRef<typeof cancelReservation>({
    operationId: "cancelReservation",
    method: "DELETE",
    path: "/v1/reservations",
    body: ["token"],
  }),
  mine: routeRef<typeof listCustomerReservations>({
    operationId: "listCustomerReservations",
    method: "GET",
    path: "/v1/customer/reservations",
  }),
  card: routeRef<typeof getReservationCard>({
    operationId: "getReservationCard",
    method: "GET",
    path: "/v1/customer/reservation_card",
  }),
};

/** The printable card: a plain link the browser opens as a PDF. */
export const reservationCardUrl = (siteId: string, reservationId: string): string =>
  `${reservationRoutes.card.path}?${new URLSearchParams({ site_id: siteId, reservation_id: reservationId })}`;
