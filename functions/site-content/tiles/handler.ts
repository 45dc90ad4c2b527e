import { publicSiteRoutes } from "../../../shared/site-content/routes/public-site";
import { createGroupHandler } from "../../platform/group-handler";
import { getNewsHtml } from "../news-store";

const [, , , getNewsContent] = publicSiteRoutes;

export const handler = createGroupHandler([getNewsContent] as const, {
  getNewsContent: async ({ site }) => ({ html: await getNewsHtml(site) }),
});
