import { operationsStaffRoutes } from "../../../shared/api/routes/operations-staff";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsStaffRoutes, {});
