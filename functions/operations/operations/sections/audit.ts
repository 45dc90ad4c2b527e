import { operationsAuditRoutes } from "../../../../shared/operations/routes/operations-audit";
import { defineSection } from "../../../platform/group-handler";
import { listOperationAudit } from "../audit-list";

export const section = defineSection(operationsAuditRoutes, {
  listOperationAudit: (input, { staff }) => listOperationAudit(staff, input),
});
