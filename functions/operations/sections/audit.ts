import { operationsAuditRoutes } from "../../../shared/api/routes/operations-audit";
import { defineSection } from "../../lib/group-handler";
import { listOperationAudit } from "../audit-list";

export const section = defineSection(operationsAuditRoutes, {
  listOperationAudit: (input, { staff }) => listOperationAudit(staff, input),
});
