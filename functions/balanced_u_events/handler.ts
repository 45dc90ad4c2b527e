import { balancedUEventsRoutes } from "../../shared/api/routes/balanced-u-events";
import { contentKeys } from "../../shared/data/keys";
import { byStart, isEventListed } from "../../shared/domain/visitor/visibility";
import { eventSchema } from "../../shared/schemas/event";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { queryItems } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(balancedUEventsRoutes, {
  listBalancedUEvents: async ({ site_id }, { now }) => {
    const [, items] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      queryItems(contentKeys.balancedUEvent(site_id, "", "").gsi1pk, { index: "gsi1" }),
    ]);
    const nowIso = now.toISOString();
    const events = items.map((item) => eventSchema.parse(item.data));
    return { events: events.filter((event) => isEventListed(event, nowIso)).sort(byStart) };
  },
});
