import { cateringFilesRoutes } from "../../shared/api/routes/catering-files";
import { cateringFileSchema } from "../../shared/schemas/catering-file";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { listContent } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(cateringFilesRoutes, {
  listCateringFiles: async ({ site_id }) => {
    const [, files] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listContent(site_id, "CATERING#", cateringFileSchema),
    ]);
    return { files };
  },
});
