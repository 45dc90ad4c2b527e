import { staffEntity, staffOfSite } from "../../../shared/site-content/entities/staff";
import { staffRoutes } from "../../../shared/site-content/routes/staff";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

export const handler = createGroupHandler(staffRoutes, {
  // The sort key carries sort_order, so the query returns the configured order.
  listActiveStaff: async ({ site_id }) => {
    const staff = await queryEntities(staffEntity, staffOfSite(site_id));
    return { staff: staff.filter((member) => member.active) };
  },
});
