import { diningBlogArticlesRoutes } from "../../shared/api/routes/dining-blog-articles";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { isArticlePublished } from "../../shared/domain/visitor/visibility";
import { blogArticleSchema } from "../../shared/schemas/blog-article";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { listContent } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(diningBlogArticlesRoutes, {
  listBlogArticles: async ({ site_id }, { now }) => {
    const [site, articles] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listContent(site_id, "BLOG#", blogArticleSchema),
    ]);
    // An article dated tomorrow on campus is not out yet.
    const today = campusDate(now, site.time_zone);
    return {
      articles: articles.filter((article) => isArticlePublished(article, today)).reverse(),
    };
  },
});
