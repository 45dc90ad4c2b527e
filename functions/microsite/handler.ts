import { publicSiteRoutes } from "../../shared/api/routes/public-site";
import { contentKeys } from "../../shared/data/keys";
import { NotFoundError } from "../../shared/errors";
import { micrositeSchema } from "../../shared/schemas/microsite";
import { createGroupHandler } from "../lib/group-handler";
import { publishedSiteWith } from "../lib/store/content-store";

export const MICROSITE_NOT_FOUND = "This campus has no microsite.";

const [, , getMicrosite] = publicSiteRoutes;

export const handler = createGroupHandler([getMicrosite] as const, {
  getMicrosite: async ({ site }) => {
    const { item } = await publishedSiteWith(site, contentKeys.microsite(site));
    if (!item) throw new NotFoundError(MICROSITE_NOT_FOUND);
    return { microsite: micrositeSchema.parse(item.data) };
  },
});
