import { operationsAuditRoutes } from "../../../shared/api/routes/operations-audit";
import { defineSection } from "../../lib/group-handler";

export const section = defineSection(operationsAuditRoutes, {});
