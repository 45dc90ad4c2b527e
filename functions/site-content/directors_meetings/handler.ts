import { meetingEntity, meetingsOfSite } from "../../../shared/site-content/entities/meeting";
import { directorsMeetingsRoutes } from "../../../shared/site-content/routes/directors-meetings";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

export const handler = createGroupHandler(directorsMeetingsRoutes, {
  listDirectorsMeetings: async ({ site_id }) => ({
    meetings: (await queryEntities(meetingEntity, meetingsOfSite(site_id))).reverse(),
  }),
});
