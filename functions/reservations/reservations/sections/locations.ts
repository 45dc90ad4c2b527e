import { listReservationLocations } from "../../../../shared/reservations/routes/reservations";
import { dynamoLocationStore } from "../../../menus/location-store";
import { defineSection } from "../../../platform/group-handler";
import { reservationLocations } from "../reservation-locations";

/** The wizard's first step, public: which locations take reservations, on which dates. */
export const section = defineSection([listReservationLocations] as const, {
  listReservationLocations: async ({ site_id }, { site, now }) => {
    const [published, { locations }] = await Promise.all([
      site,
      dynamoLocationStore.listAll(site_id),
    ]);
    return { locations: reservationLocations(published, locations, now) };
  },
});
