import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { newsletterSchema } from "../schemas/newsletter";

export const listNewsletters = defineRoute({
  operationId: "listNewsletters",
  group: "newsletters",
  method: "GET",
  path: "/v1/newsletters/list",
  summary: "Published newsletters, newest first",
  input: siteInput,
  output: z.object({ newsletters: z.array(newsletterSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const newslettersRoutes = [listNewsletters] as const;
