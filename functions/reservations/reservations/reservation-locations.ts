import type { Location } from "../../../shared/menus/schemas/location";
import { bookableDates } from "../../../shared/reservations/bookable-dates";
import type { ReservationLocation } from "../../../shared/reservations/routes/reservations";
import type { Site } from "../../../shared/site-content/schemas/site";

export const NOT_OFFERED = "This location does not take reservations.";

/** requirements: purchases §4: the wizard offers locations with use_reservations and no building_id. */
export const offersReservations = (location: Location): boolean =>
  location.active && location.use_reservations && location.building_id === null;

export function reservationLocations(
  site: Site,
  locations: readonly Location[],
  now: Date,
): ReservationLocation[] {
  return locations
    .filter(offersReservations)
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
    .map((location) => ({
      id: location.id,
      name: location.name,
      use_reservation_hours: location.use_reservation_hours,
      allow_guest_friends: location.allow_guest_friends,
      guest_friend_limit: location.guest_friend_limit,
      reservation_interval: location.reservation_interval,
      dates: bookableDates(location, now, site.time_zone),
    }));
}
