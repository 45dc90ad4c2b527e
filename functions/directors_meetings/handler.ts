import { directorsMeetingsRoutes } from "../../shared/api/routes/directors-meetings";
import { meetingSchema } from "../../shared/schemas/meeting";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { listContent } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(directorsMeetingsRoutes, {
  listDirectorsMeetings: async ({ site_id }) => {
    const [, meetings] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listContent(site_id, "MEETING#", meetingSchema),
    ]);
    return { meetings: meetings.reverse() };
  },
});
