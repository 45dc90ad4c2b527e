import { operationsContentRoutes } from "../../../../shared/operations/routes/operations-content";
import { defineSection } from "../../../platform/group-handler";
import { getAlerts, putAlerts } from "../content-alerts";
import { getSoldOut, putSoldOut } from "../content-sold-out";
import { deleteSpecialHours, listSpecialHours, putSpecialHours } from "../content-special-hours";

// Quick content (docs/operations/content.md): thin handlers over the area's services.
export const section = defineSection(operationsContentRoutes, {
  getOperationAlerts: async ({ site_id }) => getAlerts(site_id),
  putOperationAlerts: async (input, { staff, now }) => putAlerts(staff, input, now),
  listOperationSpecialHours: async (input, { now }) => listSpecialHours(input, now),
  putOperationSpecialHours: async (input, { staff, now }) => putSpecialHours(staff, input, now),
  deleteOperationSpecialHours: async (input, { staff, now }) =>
    deleteSpecialHours(staff, input, now),
  getOperationSoldOut: async (input, { now }) => getSoldOut(input, now),
  putOperationSoldOut: async (input, { staff, now }) => putSoldOut(staff, input, now),
});
