import { NotFoundError } from "../../../shared/platform/errors";
import { micrositeEntity } from "../../../shared/site-content/entities/microsite";
import { publicSiteRoutes } from "../../../shared/site-content/routes/public-site";
import { createGroupHandler } from "../../platform/group-handler";
import { getEntity } from "../../platform/table";

export const MICROSITE_NOT_FOUND = "This campus has no microsite.";

const [, , getMicrosite] = publicSiteRoutes;

export const handler = createGroupHandler([getMicrosite] as const, {
  getMicrosite: async ({ site }) => {
    const microsite = await getEntity(micrositeEntity, { siteId: site });
    if (!microsite) throw new NotFoundError(MICROSITE_NOT_FOUND);
    return { microsite };
  },
});
