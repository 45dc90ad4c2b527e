import { listReservationLocations } from "../../../shared/api/routes/reservations";
import { defineSection } from "../../lib/group-handler";
import { dynamoLocationStore } from "../../lib/store/location-store";
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
