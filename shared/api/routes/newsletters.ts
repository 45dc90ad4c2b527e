import * as z from "zod";
import { newsletterSchema } from "../../schemas/newsletter";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

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
