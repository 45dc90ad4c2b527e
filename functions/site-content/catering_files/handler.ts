import {
  cateringFileEntity,
  cateringFilesOfSite,
} from "../../../shared/site-content/entities/catering-file";
import { cateringFilesRoutes } from "../../../shared/site-content/routes/catering-files";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

export const handler = createGroupHandler(cateringFilesRoutes, {
  listCateringFiles: async ({ site_id }) => ({
    files: await queryEntities(cateringFileEntity, cateringFilesOfSite(site_id)),
  }),
});
