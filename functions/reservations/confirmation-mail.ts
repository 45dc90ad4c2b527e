import type { StoredReservation } from "../../shared/data/entities/reservation";
import { formatLongDate } from "../../shared/domain/time/format";
import type { Site } from "../../shared/schemas/site";
import type { Mail } from "../lib/mailer";
import { reservationView } from "../lib/reservation-view";

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

export function confirmationMail(
  site: Pick<Site, "name">,
  reservation: StoredReservation,
  link: string | null,
): Mail {
  const view = reservationView(reservation);
  const guests = view.guests === 1 ? "1 guest" : `${view.guests} guests`;
  const lines = [
    `Hello ${reservation.first_name},`,
    "",
    `Your reservation at ${view.location_name} is confirmed.`,
    "",
    `Date: ${formatLongDate(view.date)}`,
    `Time: ${view.time}`,
    `Party: ${guests}`,
    ...(view.notes ? [`Notes: ${view.notes}`] : []),
    "",
    link
      ? `If your plans change, cancel your reservation here: ${link}`
      : "If your plans change, you can cancel this reservation from your account.",
    "",
    site.name,
  ];
  return {
    to: [reservation.email],
    subject: `${site.name}: your reservation at ${view.location_name} is confirmed`,
    text: lines.join("\n"),
  };
}

/** To the reservation's owner once a cancel went through (with the link or signed in). */
export function cancellationMail(site: Pick<Site, "name">, reservation: StoredReservation): Mail {
  const view = reservationView(reservation);
  const lines = [
    `Hello ${reservation.first_name},`,
    "",
    `Your reservation at ${view.location_name} on ${formatLongDate(view.date)} at ${view.time} has been cancelled.`,
    "",
    site.name,
  ];
  return {
    to: [reservation.email],
    subject: `${site.name}: your reservation at ${view.location_name} is cancelled`,
    text: lines.join("\n"),
  };
}
