import { eventSchema } from "../schemas/event";
import { defineDatedContent } from "./dated-content";
import { homeEventKeys } from "./home";

/**
 * An event: by id, in start order on gsi1 (docs/data-model.md #12, #13), and while published
 * on the campus home's projection on gsi2 (access pattern #11).
 */
export const { entity: eventEntity, inStartOrder: eventsOfSite } = defineDatedContent({
  type: "event",
  schema: eventSchema,
  skPrefix: "EVENT#",
  list: "EVENTS",
  gsi2: homeEventKeys,
});
