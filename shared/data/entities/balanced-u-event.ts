import { eventSchema } from "../../schemas/event";
import { defineEntity } from "../entity";
import { inStartOrder, startOrderIndex } from "./dated-content";
import { inSitePartition, siteIdAttribute } from "./site-partition";

type BalancedUEventKey = { siteId: string; eventId: string };

/** A Balanced U event: by id, and in start order on gsi1 (docs/data-model.md #12, #13). */
export const balancedUEventEntity = defineEntity({
  type: "balanced_u_event",
  schema: eventSchema,
  skPrefix: "BUEVENT#",
  key: ({ siteId, eventId }: BalancedUEventKey) => inSitePartition(siteId, `BUEVENT#${eventId}`),
  indexes: ({ siteId, eventId }: BalancedUEventKey, item) =>
    startOrderIndex(siteId, "BUEVENTS", eventId, item.start),
  attributes: siteIdAttribute,
});

export const balancedUEventsOfSite = (siteId: string) => inStartOrder(siteId, "BUEVENTS");
