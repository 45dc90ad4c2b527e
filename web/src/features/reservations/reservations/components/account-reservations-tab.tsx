import { NO_RESERVATIONS, RESERVATION_CANCEL_MESSAGES } from "@shared/reservations/messages";
import type { ReservationView } from "@shared/reservations/routes/reservations";
import { useState } from "react";
import { Button } from "@/components/button";
import { buttonClassName } from "@/components/button-style";
import { Dialog, DialogTrigger } from "@/components/dialog";
import { ListState } from "@/components/list-state";
import { NOTICE_MS, Notice } from "@/components/notice";
import { useCurrentSite } from "@/lib/current-site";
import { reservationCalendarUrl } from "@/lib/open-data/feed-urls";
import { cancelReservation, reservationCardUrl, useMyReservations } from "../api/reservations";
import { shortDate } from "../lib/format";
import { ReservationWizard } from "./reservation-wizard";

type Message = { tone: "success" | "danger"; text: string } | null;

/**
 * requirements: purchases §2 account Reservations tab: date, time, location, guests with Print and Cancel,
 * and a Make a Reservation button that opens the wizard in a dialog.
 */
export function Component() {
  const site = useCurrentSite();
  const list = useMyReservations(site.id);
  const [message, setMessage] = useState<Message>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (reservation: ReservationView) => {
    setCancelling(reservation.id);
    setMessage(null);
    try {
      await cancelReservation({
        site_id: site.id,
        reservation_id: reservation.id,
        ver: 2,
      });
      setMessage({ tone: "success", text: RESERVATION_CANCEL_MESSAGES.cancelled });
    } catch {
      setMessage({ tone: "danger", text: RESERVATION_CANCEL_MESSAGES.failed });
    } finally {
      setCancelling(null);
      void list.mutate();
    }
  };

  return (
    <div className="account-reservations">
      <h2>Reservations</h2>
      {message ? (
        <Notice
          tone={message.tone}
          onDismiss={() => setMessage(null)}
          {...(message.tone === "success" ? { autoDismissMs: NOTICE_MS } : {})}
        >
          {message.text}
        </Notice>
      ) : null}
      <DialogTrigger>
        <Button>Make a Reservation</Button>
        <Dialog title="Make a Reservation" size="lg">
          <ReservationWizard onCreated={() => void list.mutate()} />
        </Dialog>
      </DialogTrigger>
      <ListState
        data={list.data}
        error={list.error}
        isEmpty={(d) => d.reservations.length === 0}
        loading="Loading reservations..."
        empty={NO_RESERVATIONS}
        failed="We're sorry, something went wrong loading this content."
        skeleton={{ count: 2 }}
      >
        {(data) => (
          <table className="account-table reservation-table">
            <caption className="visually-hidden">Your reservations</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Location</th>
                <th scope="col">Guests</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.reservations.map((r) => (
                <tr key={r.id}>
                  <td data-label="Date">{shortDate(r.date)}</td>
                  <td data-label="Time">{r.time}</td>
                  <td data-label="Location">{r.location_name}</td>
                  <td data-label="Guests">{r.guests}</td>
                  <td className="reservation-table__actions">
                    <a
                      className={buttonClassName({ variant: "secondary", size: "sm" })}
                      href={reservationCardUrl(site.id, r.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={`Print reservation of ${shortDate(r.date)} at ${r.time}`}
                    >
                      Print
                    </a>
                    <a
                      className={buttonClassName({ variant: "secondary", size: "sm" })}
                      href={reservationCalendarUrl(site.id, r.id)}
                      download="reservation.ics"
                      aria-label={`Add reservation of ${shortDate(r.date)} at ${r.time} to your calendar`}
                    >
                      Add to calendar
                    </a>
                    <Button
                      variant="danger"
                      size="sm"
                      isPending={cancelling === r.id}
                      onPress={() => void cancel(r)}
                      aria-label={`Cancel reservation of ${shortDate(r.date)} at ${r.time}`}
                    >
                      Cancel
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </div>
  );
}
