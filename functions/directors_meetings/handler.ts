import { directorsMeetingsRoutes } from "../../shared/api/routes/directors-meetings";
import { meetingEntity, meetingsOfSite } from "../../shared/data/entities/meeting";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(directorsMeetingsRoutes, {
  listDirectorsMeetings: async ({ site_id }) => ({
    meetings: (await queryEntities(meetingEntity, meetingsOfSite(site_id))).reverse(),
  }),
});
