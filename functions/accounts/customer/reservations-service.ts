import { NotFoundError, UnauthorizedError } from "../../../shared/platform/errors";
import type { customerReservationRoutes } from "../../../shared/reservations/routes/customer-reservations";
import type { Implementations } from "../../platform/group-handler";
import type { ReservationStore } from "../../reservations/reservation-store";
import { reservationView } from "../../reservations/reservation-view";
import { requireAccount } from "./account-service";
import type { CustomerStore } from "./customer-store";
import { reservationCalendarFile } from "./reservation-calendar";
import { reservationCardPdf } from "./reservations-card-pdf";

/**
 * The account's Reservations tab and its Print button. The reservation key carries the
 * session's customer, so another customer's reservation id finds nothing (404).
 */
export function customerReservationImplementations(
  customers: CustomerStore,
  reservations: ReservationStore,
): Implementations<typeof customerReservationRoutes> {
  return {
    listCustomerReservations: async ({ site_id }, { session }) => {
      if (!session) throw new UnauthorizedError();
      const [, list] = await Promise.all([
        requireAccount(customers, session),
        reservations.listOfCustomer(site_id, session.customerId),
      ]);
      return { reservations: list.map(reservationView) };
    },

    getReservationCard: async ({ site_id, reservation_id }, { session, now }) => {
      if (!session) throw new UnauthorizedError();
      const [{ site }, reservation] = await Promise.all([
        requireAccount(customers, session),
        reservations.get(site_id, session.customerId, reservation_id),
      ]);
      if (!reservation) throw new NotFoundError();
      const pdf = await reservationCardPdf(site, reservationView(reservation), now);
      return {
        statusCode: 200,
        headers: {
          "content-type": "application/pdf",
          "content-disposition": 'inline; filename="reservation.pdf"',
          "cache-control": "private, no-store",
        },
        body: Buffer.from(pdf).toString("base64"),
        isBase64Encoded: true,
      };
    },

    getReservationCalendar: async ({ site_id, reservation_id }, { session, now }) => {
      if (!session) throw new UnauthorizedError();
      const [{ site }, reservation] = await Promise.all([
        requireAccount(customers, session),
        reservations.get(site_id, session.customerId, reservation_id),
      ]);
      if (!reservation) throw new NotFoundError();
      return reservationCalendarFile(site, reservation, now);
    },
  };
}
