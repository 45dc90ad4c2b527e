import { formatClock } from "../../shared/platform/time/format";
import type { StoredReservation } from "../../shared/reservations/entities/reservation";
import type { ReservationView } from "../../shared/reservations/routes/reservations";

/** What the account tab, the wizard and the card show of a stored reservation. */
export function reservationView(r: StoredReservation): ReservationView {
  return {
    id: r.id,
    date: r.date,
    hour: r.hour,
    minute: r.minute,
    time: formatClock(r.hour * 60 + r.minute),
    friends: r.friends,
    guests: 1 + r.friends,
    location_id: r.location_id,
    location_name: r.location_name,
    notes: r.notes,
    customer_id: r.customer_id,
    first_name: r.first_name,
    last_name: r.last_name,
  };
}
