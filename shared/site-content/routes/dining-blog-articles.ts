import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { blogArticleSchema } from "../schemas/blog-article";

export const listBlogArticles = defineRoute({
  operationId: "listBlogArticles",
  group: "dining_blog_articles",
  method: "GET",
  path: "/v1/dining_blog_articles/list",
  summary: "Published blog articles dated today or earlier, newest first",
  input: siteInput,
  output: z.object({ articles: z.array(blogArticleSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const diningBlogArticlesRoutes = [listBlogArticles] as const;
