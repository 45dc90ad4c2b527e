import { balancedUEventsRoutes } from "../../shared/api/routes/balanced-u-events";
import {
  balancedUEventEntity,
  balancedUEventsOfSite,
} from "../../shared/data/entities/balanced-u-event";
import { byStart, isEventListed } from "../../shared/domain/visitor/visibility";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(balancedUEventsRoutes, {
  listBalancedUEvents: async ({ site_id }, { now }) => {
    const events = await queryEntities(balancedUEventEntity, balancedUEventsOfSite(site_id));
    const nowIso = now.toISOString();
    return { events: events.filter((event) => isEventListed(event, nowIso)).sort(byStart) };
  },
});
