import { operationsReservationsRoutes } from "../../../../shared/operations/routes/operations-reservations";
import { dynamoLocationStore } from "../../../menus/location-store";
import { defineSection } from "../../../platform/group-handler";
import { dynamoReservationStore } from "../../../reservations/reservation-store";
import { cancel, checkIn, day, type HostDeps, listLocations } from "../reservations-service";

const deps: HostDeps = { reservations: dynamoReservationStore, locations: dynamoLocationStore };

/** The host stand (docs/operations/reservations.md): day view, check-in, cancel on behalf. */
export const section = defineSection(operationsReservationsRoutes, {
  listOperationReservationLocations: ({ site_id }, { now }) => listLocations(deps, site_id, now),

  getOperationReservationDay: (input, { now }) => day(deps, input, now),

  checkInOperationReservation: (input, { staff, now }) => checkIn(deps, staff, input, now),

  cancelOperationReservation: (input, { staff, now }) => cancel(deps, staff, input, now),
});
