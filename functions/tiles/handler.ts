import { publicSiteRoutes } from "../../shared/api/routes/public-site";
import { createGroupHandler } from "../lib/group-handler";
import { getNewsHtml } from "../lib/store/news-store";

const [, , , getNewsContent] = publicSiteRoutes;

export const handler = createGroupHandler([getNewsContent] as const, {
  getNewsContent: async ({ site }) => ({ html: await getNewsHtml(site) }),
});
