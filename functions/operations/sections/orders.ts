import { operationsOrdersRoutes } from "../../../shared/api/routes/operations-orders";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsOrdersRoutes, {});
