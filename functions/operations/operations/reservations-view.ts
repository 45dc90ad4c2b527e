import type { OperationReservation } from "../../../shared/operations/routes/operations-reservations";
import { formatClock } from "../../../shared/platform/time/format";
import type {
  CancelledReservation,
  StoredReservation,
} from "../../../shared/reservations/entities/reservation";

/** A party held or checked in, as the host stand sees it. */
export function heldParty(r: StoredReservation): OperationReservation {
  return {
    ...common(r),
    status: r.checked_in_at ? "checked_in" : "booked",
    checked_in_at: r.checked_in_at ?? null,
    cancelled_at: null,
    cancelled_by: null,
  };
}

/** A cancelled party, from what its cancel kept. */
export function cancelledParty(r: CancelledReservation): OperationReservation {
  return {
    ...common(r),
    status: "cancelled",
    checked_in_at: r.checked_in_at ?? null,
    cancelled_at: r.cancelled_at,
    cancelled_by: r.cancelled_by,
  };
}

function common(r: StoredReservation) {
  return {
    id: r.id,
    customer_id: r.customer_id,
    location_id: r.location_id,
    date: r.date,
    hour: r.hour,
    minute: r.minute,
    time: formatClock(r.hour * 60 + r.minute),
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    friends: r.friends,
    party_size: 1 + r.friends,
    notes: r.notes,
    created_at: r.created_at,
  };
}
