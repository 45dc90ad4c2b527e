import { campusDate } from "../../../shared/platform/time/campus-clock";
import {
  blogArticleEntity,
  blogArticlesOfSite,
} from "../../../shared/site-content/entities/blog-article";
import { diningBlogArticlesRoutes } from "../../../shared/site-content/routes/dining-blog-articles";
import { isArticlePublished } from "../../../shared/visitor-forms/visibility";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

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
