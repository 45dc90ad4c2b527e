import { cateringFilesRoutes } from "../../shared/api/routes/catering-files";
import { cateringFileEntity, cateringFilesOfSite } from "../../shared/data/entities/catering-file";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(cateringFilesRoutes, {
  listCateringFiles: async ({ site_id }) => ({
    files: await queryEntities(cateringFileEntity, cateringFilesOfSite(site_id)),
  }),
});
