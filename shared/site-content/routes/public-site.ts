import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema, slugSchema } from "../../platform/schemas/common";
import { micrositeSchema } from "../schemas/microsite";
import { sectionPageSchema } from "../schemas/section-page";

/** One section page by slug (requirements: public-browsing §7 GET sections/info_by_slug); body is HTML. */
export const getSectionBySlug = defineRoute({
  operationId: "getSectionBySlug",
  group: "sections",
  method: "GET",
  path: "/v1/sections/info_by_slug",
  summary: "A section's page fields and HTML body (sanitized by the page), by slug",
  input: siteInput.extend({ slug: slugSchema }),
  output: z.object({ section: sectionPageSchema }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { ...DEMO_SITE, slug: "about-us" },
});

export const micrositeSectionSchema = sectionPageSchema.pick({
  id: true,
  name: true,
  slug: true,
  sort_order: true,
  body: true,
  show_header: true,
  microsite_landing: true,
});

/** The microsite's landing sections (requirements: public-browsing §7 GET sections/microsite_sections), in sort order. */
export const listMicrositeSections = defineRoute({
  operationId: "listMicrositeSections",
  group: "sections",
  method: "GET",
  path: "/v1/sections/microsite_sections",
  summary: "Sections flagged microsite_landing, with their HTML bodies",
  input: siteInput,
  output: z.object({ sections: z.array(micrositeSectionSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

/** requirements: public-browsing §7 GET microsite: takes `site` (the site id), as the spec names it. */
export const getMicrosite = defineRoute({
  operationId: "getMicrosite",
  group: "microsite",
  method: "GET",
  path: "/v1/microsite",
  summary: "The site's microsite banner, tagline, stat cards and section flags",
  input: z.object({ site: idSchema }),
  output: z.object({ microsite: micrositeSchema }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site: "cedar-ridge" },
});

/** requirements: public-browsing §7 GET tiles/news_content: the content tile's HTML (sanitized by the page). */
export const getNewsContent = defineRoute({
  operationId: "getNewsContent",
  group: "tiles",
  method: "GET",
  path: "/v1/tiles/news_content",
  summary: "The content (news) tile's HTML; empty when the campus has none",
  input: z.object({ site: idSchema }),
  output: z.object({ html: z.string() }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site: "cedar-ridge" },
});

export const publicSiteRoutes = [
  getSectionBySlug,
  listMicrositeSections,
  getMicrosite,
  getNewsContent,
] as const;
