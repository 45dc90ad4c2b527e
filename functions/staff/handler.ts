import { staffRoutes } from "../../shared/api/routes/staff";
import { staffSchema } from "../../shared/schemas/staff";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { listContent } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(staffRoutes, {
  // The sort key carries sort_order, so the query returns the configured order.
  listActiveStaff: async ({ site_id }) => {
    const [, staff] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listContent(site_id, "STAFF#", staffSchema),
    ]);
    return { staff: staff.filter((member) => member.active) };
  },
});
