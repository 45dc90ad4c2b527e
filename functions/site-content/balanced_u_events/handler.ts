import {
  balancedUEventEntity,
  balancedUEventsOfSite,
} from "../../../shared/site-content/entities/balanced-u-event";
import { balancedUEventsRoutes } from "../../../shared/site-content/routes/balanced-u-events";
import { byStart, isEventListed } from "../../../shared/visitor-forms/visibility";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

export const handler = createGroupHandler(balancedUEventsRoutes, {
  listBalancedUEvents: async ({ site_id }, { now }) => {
    const events = await queryEntities(balancedUEventEntity, balancedUEventsOfSite(site_id));
    const nowIso = now.toISOString();
    return { events: events.filter((event) => isEventListed(event, nowIso)).sort(byStart) };
  },
});
