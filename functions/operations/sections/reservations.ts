import { operationsReservationsRoutes } from "../../../shared/api/routes/operations-reservations";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsReservationsRoutes, {});
