import { customerReservationRoutes } from "../../../../shared/reservations/routes/customer-reservations";
import { defineSection } from "../../../platform/group-handler";
import { dynamoReservationStore } from "../../../reservations/reservation-store";
import { customers } from "../account-deps";
import { customerReservationImplementations } from "../reservations-service";

/** The customer's reservations and their card. */
export const section = defineSection(
  customerReservationRoutes,
  customerReservationImplementations(customers, dynamoReservationStore),
);
