import { publicSiteRoutes } from "../../shared/api/routes/public-site";
import { contentKeys } from "../../shared/data/keys";
import { createGroupHandler } from "../lib/group-handler";
import { publishedSiteWith } from "../lib/store/content-store";
import { newsHtml } from "../lib/store/news-store";

const [, , , getNewsContent] = publicSiteRoutes;

export const handler = createGroupHandler([getNewsContent] as const, {
  getNewsContent: async ({ site }) => {
    const { item } = await publishedSiteWith(site, contentKeys.news(site));
    return { html: newsHtml(item) };
  },
});
