import { defineEntity } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { blogArticleSchema } from "../schemas/blog-article";

type ArticleKey = { siteId: string; publishedDate: string; articleId: string };

/** A dining blog article, in publication order. */
export const blogArticleEntity = defineEntity({
  type: "blog_article",
  schema: blogArticleSchema,
  skPrefix: "BLOG#",
  key: ({ siteId, publishedDate, articleId }: ArticleKey) =>
    inSitePartition(siteId, `BLOG#${publishedDate}#${articleId}`),
  attributes: siteIdAttribute,
});

/** access pattern #14: oldest first. */
export const blogArticlesOfSite = (siteId: string) =>
  kindInSite(siteId, blogArticleEntity.skPrefix);
