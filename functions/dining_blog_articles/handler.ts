import { diningBlogArticlesRoutes } from "../../shared/api/routes/dining-blog-articles";
import { blogArticleEntity, blogArticlesOfSite } from "../../shared/data/entities/blog-article";
import { campusDate } from "../../shared/domain/time/campus-clock";
import { isArticlePublished } from "../../shared/domain/visitor/visibility";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

export const handler = createGroupHandler(diningBlogArticlesRoutes, {
  listBlogArticles: async ({ site_id }, { now, site }) => {
    const [{ time_zone }, articles] = await Promise.all([
      site,
      queryEntities(blogArticleEntity, blogArticlesOfSite(site_id)),
    ]);
    // An article dated tomorrow on campus is not out yet.
    const today = campusDate(now, time_zone);
    return {
      articles: articles.filter((article) => isArticlePublished(article, today)).reverse(),
    };
  },
});
