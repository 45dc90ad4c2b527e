import { formatLongDate } from "../../../shared/platform/time/format";
import type { StoredReservation } from "../../../shared/reservations/entities/reservation";
import { partyText } from "../../../shared/reservations/party";
import type { Site } from "../../../shared/site-content/schemas/site";
import type { Mail } from "../../platform/mailer";
import { type MailRecipient, reservationMail } from "../reservation-mail";
import { reservationView } from "../reservation-view";

/**
 * The cancel link: the spec's page path, with the signed token in the fragment, which browsers
 * never send to a server nor put in a Referer header.
 */
export function cancelLink(
  origin: string,
  site: Pick<Site, "slug">,
  reservation: Pick<StoredReservation, "customer_id" | "id">,
  token: string,
): string {
  const path = [site.slug, "cancel-reservation", reservation.customer_id, reservation.id]
    .map(encodeURIComponent)
    .join("/");
  return `${origin.replace(/\/$/, "")}/${path}#token=${encodeURIComponent(token)}`;
}

// Neither reservation mail (here and functions/reservations/reservation-mail.ts) carries the reservation's notes: they are the customer's free text, which mail
// clients would turn into links (a bare domain is enough) under the campus's name. The notes
// stay on the reservation (account tab, printed card).

export function confirmationMail(
  site: Pick<Site, "name">,
  reservation: StoredReservation,
  recipient: MailRecipient,
  link: string | null,
): Mail {
  const view = reservationView(reservation);
  return reservationMail(
    site,
    recipient,
    `your reservation at ${view.location_name} is confirmed`,
    [
      `Your reservation at ${view.location_name} is confirmed.`,
      "",
      `Date: ${formatLongDate(view.date)}`,
      `Time: ${view.time}`,
      `Party: ${partyText(view.friends)}`,
      "",
      link
        ? `If your plans change, cancel your reservation here: ${link}`
        : "If your plans change, you can cancel this reservation from your account.",
    ],
  );
}
