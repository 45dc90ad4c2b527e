import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { defineRoute } from "../../platform/api/route";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { siteLocationParams } from "./location-params";

/** requirements: public-browsing §2 Menu page, Legacy menus: HTML instead of the period menu. */
export const getLegacyMenu = defineRoute({
  operationId: "getLegacyMenu",
  group: "legacy_menus",
  method: "GET",
  path: "/v1/legacy_menus/menu",
  summary: "A location's legacy HTML menu of a campus date (sites with legacy_menus)",
  input: z.object({ ...siteLocationParams, date: calendarDateSchema.optional() }),
  output: z.object({ closed: z.boolean(), html: z.string().nullable() }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site_id: "harbor-state", location_id: "anchor-dining-hall" },
});

export const legacyMenusRoutes = [getLegacyMenu] as const;
