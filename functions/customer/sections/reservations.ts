import { customerReservationRoutes } from "../../../shared/api/routes/customer-reservations";
import { defineSection } from "../../lib/group-handler";
import { dynamoReservationStore } from "../../lib/store/reservation-store";
import { customers } from "../account-deps";
import { customerReservationImplementations } from "../reservations-service";

/** The customer's reservations and their card. */
export const section = defineSection(
  customerReservationRoutes,
  customerReservationImplementations(customers, dynamoReservationStore),
);
