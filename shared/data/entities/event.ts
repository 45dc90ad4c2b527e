import { eventSchema } from "../../schemas/event";
import { defineDatedContent } from "./dated-content";

/** An event: by id, and in start order on gsi1 (docs/data-model.md #12, #13). */
export const { entity: eventEntity, inStartOrder: eventsOfSite } = defineDatedContent({
  type: "event",
  schema: eventSchema,
  skPrefix: "EVENT#",
  list: "EVENTS",
});
