import { eventSchema } from "../schemas/event";
import { defineDatedContent } from "./dated-content";

/** A Balanced U event: by id, and in start order on gsi1 (docs/data-model.md #12, #13). */
export const { entity: balancedUEventEntity, inStartOrder: balancedUEventsOfSite } =
  defineDatedContent({
    type: "balanced_u_event",
    schema: eventSchema,
    skPrefix: "BUEVENT#",
    list: "BUEVENTS",
  });
