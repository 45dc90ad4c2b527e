import { publicSiteRoutes } from "../../shared/api/routes/public-site";
import { micrositeEntity } from "../../shared/data/entities/microsite";
import { NotFoundError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { getEntity } from "../lib/store/table";

export const MICROSITE_NOT_FOUND = "This campus has no microsite.";

const [, , getMicrosite] = publicSiteRoutes;

export const handler = createGroupHandler([getMicrosite] as const, {
  getMicrosite: async ({ site }) => {
    const microsite = await getEntity(micrositeEntity, { siteId: site });
    if (!microsite) throw new NotFoundError(MICROSITE_NOT_FOUND);
    return { microsite };
  },
});
