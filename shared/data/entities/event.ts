import { eventSchema } from "../../schemas/event";
import { defineEntity } from "../entity";
import { inStartOrder, startOrderIndex } from "./dated-content";
import { inSitePartition, siteIdAttribute } from "./site-partition";

type EventKey = { siteId: string; eventId: string };

/** An event: by id, and in start order on gsi1 (docs/data-model.md #12, #13). */
export const eventEntity = defineEntity({
  type: "event",
  schema: eventSchema,
  skPrefix: "EVENT#",
  key: ({ siteId, eventId }: EventKey) => inSitePartition(siteId, `EVENT#${eventId}`),
  indexes: ({ siteId, eventId }: EventKey, item) =>
    startOrderIndex(siteId, "EVENTS", eventId, item.start),
  attributes: siteIdAttribute,
});

export const eventsOfSite = (siteId: string) => inStartOrder(siteId, "EVENTS");
