import * as z from "zod";
import { blogArticleSchema } from "../../schemas/blog-article";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

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
