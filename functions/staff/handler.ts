import { staffRoutes } from "../../shared/api/routes/staff";
import { staffEntity, staffOfSite } from "../../shared/data/entities/staff";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(staffRoutes, {
  // The sort key carries sort_order, so the query returns the configured order.
  listActiveStaff: async ({ site_id }) => {
    const staff = await queryEntities(staffEntity, staffOfSite(site_id));
    return { staff: staff.filter((member) => member.active) };
  },
});
