import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { publicSiteSchema, siteSchema } from "../schemas/site";

const text = (max: number) => z.string().max(max).optional();

/** Browser details posted once per visit (requirements: public-browsing §7 sites/user_agent). */
export const navigatorSchema = z
  .object({
    app_name: text(100),
    app_code_name: text(100),
    app_version: text(400),
    build_id: text(100),
    cookie_enabled: z.boolean().optional(),
    global_privacy_control: z.boolean().optional(),
    hardware_concurrency: z.number().int().min(0).max(1024).optional(),
    platform: text(100),
    product: text(100),
    product_sub: text(100),
    standalone: z.boolean().optional(),
    user_agent: text(512),
    vendor: text(100),
    vendor_sub: text(100),
    webdriver: z.boolean().optional(),
    webkit: z.boolean().optional(),
  })
  .strict();

export const listPublicSites = defineRoute({
  operationId: "listPublicSites",
  group: "sites",
  method: "GET",
  path: "/v1/sites/public",
  summary: "Published sites for the school selector",
  input: z.object({}),
  output: z.object({ sites: z.array(publicSiteSchema) }),
  auth: "public",
  cache: CACHE.reference,
  example: {},
});

export const getSiteInfo = defineRoute({
  operationId: "getSiteInfo",
  group: "sites",
  method: "GET",
  path: "/v1/sites/{slug}/info",
  summary: "Site bootstrap by slug (case-insensitive)",
  input: z.object({ slug: z.string().trim().min(1).max(80) }),
  output: z.object({
    site: siteSchema,
    logo_exists: z.boolean(),
    perform_redirect: z.boolean(),
  }),
  auth: "public",
  cache: CACHE.content,
  example: { slug: "CedarRidge" },
});

export const postUserAgent = defineRoute({
  operationId: "postUserAgent",
  group: "sites",
  method: "POST",
  path: "/v1/sites/user_agent",
  summary: "Record the browser details of a visit",
  input: z.object({ site_id: idSchema, navigator: navigatorSchema }),
  output: z.object({}),
  auth: "public",
  site: "published",
  // Nothing a forged post could harm, so the API asks no token and the web sends none: a first
  // visit's home page stays at three API calls (docs/decisions/public-site.md).
  csrf: false,
  maxBodyBytes: 4 * 1024,
  example: {
    site_id: "cedar-ridge",
    navigator: { user_agent: "Mozilla/5.0", cookie_enabled: true },
  },
});

export const sitesRoutes = [listPublicSites, getSiteInfo, postUserAgent] as const;
