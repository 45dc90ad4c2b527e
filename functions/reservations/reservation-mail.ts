import { formatLongDate } from "../../shared/platform/time/format";
import type { StoredReservation } from "../../shared/reservations/entities/reservation";
import type { Site } from "../../shared/site-content/schemas/site";
import type { Mail } from "../platform/mailer";
import type { MailIntentInput } from "../platform/outbox/outbox";
import type { AccountRef } from "./reservation-store";
import { reservationView } from "./reservation-view";

// Reservation mail shared by the customer's own cancel and the host stand's cancel on their
// behalf (docs/operations/reservations.md); the booking's confirmation lives with the booking.

/**
 * Who reservation mail goes to: the account, read from the table, never a request field nor the
 * address stored with the reservation (docs/decisions/reservations.md "Who reservation mail
 * goes to").
 */
export type MailRecipient = Pick<AccountRef, "email" | "first_name">;

/** Every reservation mail: plain text to the recipient alone, greeted by name and signed with the campus. */
export function reservationMail(
  site: Pick<Site, "name">,
  recipient: MailRecipient,
  subject: string,
  body: string[],
): Mail {
  return {
    to: [recipient.email],
    subject: `${site.name}: ${subject}`,
    text: [`Hello ${recipient.first_name},`, "", ...body, "", site.name].join("\n"),
  };
}

/** Cancelled by the dining staff (the host stand), with the reason they gave. */
export interface StaffCancel {
  reason: string;
}

/**
 * To the account that holds the reservation, once a cancel went through: the customer's own
 * (link or signed in), or the staff's on their behalf, which says so and gives the reason.
 */
export function cancellationMail(
  site: Pick<Site, "name">,
  reservation: StoredReservation,
  recipient: MailRecipient,
  staff?: StaffCancel,
): Mail {
  const view = reservationView(reservation);
  const when = `${view.location_name} on ${formatLongDate(view.date)} at ${view.time}`;
  const body = staff
    ? [
        `Your reservation at ${when} has been cancelled by the ${site.name} dining staff.`,
        ...(staff.reason ? ["", `Reason: ${staff.reason}`] : []),
      ]
    : [`Your reservation at ${when} has been cancelled.`];
  return reservationMail(
    site,
    recipient,
    `your reservation at ${view.location_name} is cancelled`,
    body,
  );
}

/**
 * The cancellation's mail intent, recorded by the cancel's own transaction
 * (docs/data-model.md #42). Its id is the reservation's whoever cancels, so one reservation
 * records one cancellation.
 */
export function cancellationIntent(
  site: Pick<Site, "name">,
  reservation: StoredReservation,
  recipient: MailRecipient,
  staff?: StaffCancel,
): MailIntentInput {
  return {
    kind: "reservation_cancellation",
    ref: reservation.id,
    mail: cancellationMail(site, reservation, recipient, staff),
  };
}
