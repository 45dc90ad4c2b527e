import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { locationViewSchema } from "../schemas/location-view";
import { servedMenuPeriodSchema } from "../schemas/menu";
import { platformParam, siteLocationParams, siteParams } from "./location-params";

export const getLocationDetail = defineRoute({
  operationId: "getLocationDetail",
  group: "location",
  method: "GET",
  path: "/v1/location/{location_id}/detail",
  summary: "One location with its status now, occupancy and this week's hours (map detail)",
  input: z.object({ ...siteLocationParams, platform: platformParam }),
  output: z.object({ location: locationViewSchema }),
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: { site_id: "cedar-ridge", location_id: "cedar-commons", platform: 0 },
});

export const getLocationMenu = defineRoute({
  operationId: "getLocationMenu",
  group: "location",
  method: "GET",
  path: "/v1/location/menu",
  summary: "Every period of a location's menu on a campus date, or closed",
  input: z.object({
    ...siteLocationParams,
    platform: platformParam,
    date: calendarDateSchema.optional(),
  }),
  output: z.object({
    closed: z.boolean(),
    menu: z.object({ periods: z.array(servedMenuPeriodSchema) }),
  }),
  auth: "public",
  site: "published",
  // Live, not content: a sold-out mark (docs/operations/content.md) must reach every visitor
  // within a minute, so the whole cached lifetime (fresh + stale) stays at one minute.
  cache: CACHE.live,
  example: { site_id: "cedar-ridge", location_id: "cedar-commons" },
});

const periodRef = z.object({ id: idSchema, name: z.string(), sort_order: z.int() });

export const listMenuPeriods = defineRoute({
  operationId: "listMenuPeriods",
  group: "location",
  method: "GET",
  path: "/v1/location/{location_id}/periods",
  summary: "The periods of a day's menu, with the first period's menu loaded",
  input: z.object({
    ...siteParams,
    location_id: idSchema,
    platform: platformParam,
    date: calendarDateSchema.optional(),
  }),
  output: z.object({
    closed: z.boolean(),
    periods: z.array(periodRef),
    /** The first period's full menu, so the first tab needs no second call. */
    menu: z.object({ period: servedMenuPeriodSchema.nullable() }),
  }),
  auth: "public",
  site: "published",
  // Live, not content: a sold-out mark (docs/operations/content.md) must reach every visitor
  // within a minute, so the whole cached lifetime (fresh + stale) stays at one minute.
  cache: CACHE.live,
  example: { site_id: "cedar-ridge", location_id: "cedar-commons" },
});

export const getMenuPeriod = defineRoute({
  operationId: "getMenuPeriod",
  group: "location",
  method: "GET",
  path: "/v1/location/{location_id}/periods/{period_id}",
  summary: "One period of a day's menu",
  input: z.object({
    ...siteParams,
    location_id: idSchema,
    period_id: idSchema,
    platform: platformParam,
    date: calendarDateSchema.optional(),
  }),
  output: z.object({ closed: z.boolean(), menu: z.object({ period: servedMenuPeriodSchema }) }),
  auth: "public",
  site: "published",
  // Live, not content: a sold-out mark (docs/operations/content.md) must reach every visitor
  // within a minute, so the whole cached lifetime (fresh + stale) stays at one minute.
  cache: CACHE.live,
  example: {
    site_id: "cedar-ridge",
    location_id: "cedar-commons",
    period_id: "lunch",
  },
});

export const searchLocationMenus = defineRoute({
  operationId: "searchLocationMenus",
  group: "location",
  method: "GET",
  path: "/v1/location/menu_search",
  summary: "Dates with items matching a phrase, over 10 days from today (public-browsing §9)",
  input: z.object({
    ...siteLocationParams,
    /** First day searched; defaults to today on campus and may not be before it. */
    date: calendarDateSchema.optional(),
    days: z.coerce.number().int().min(1).max(10).default(10),
    phrase: z.string().trim().min(1, "Enter something to search for.").max(100),
  }),
  output: z.object({
    search_results: z.array(
      z.object({
        date: z.string(),
        periods: z.array(
          z.object({ name: z.string(), items: z.array(z.object({ name: z.string() })) }),
        ),
      }),
    ),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site_id: "cedar-ridge", location_id: "cedar-commons", phrase: "pizza" },
});

const point = z.object({ lat: z.number(), lon: z.number() });

export const getCampusMap = defineRoute({
  operationId: "getCampusMap",
  group: "location",
  method: "GET",
  path: "/v1/location/map",
  summary: "The campus map: centre, zoom, buildings and a marker per mapped location",
  input: z.object(siteParams),
  output: z.object({
    map: z.object({
      center: point.nullable(),
      zoom: z.number(),
      buildings: z.array(z.object({ id: z.string(), name: z.string() })),
      markers: z.array(
        point.extend({ id: z.string(), name: z.string(), building_id: z.string().nullable() }),
      ),
    }),
  }),
  auth: "public",
  site: "published",
  // No open/closed status in it: the map changes when a campus edits it, a few times a year.
  cache: CACHE.content,
  example: { site_id: "cedar-ridge" },
});

/**
 * A location's menus of the next days as an OpenMensa v2 feed (docs/open-data.md), for
 * OpenMensa's parsers and the apps that read it; closed days are marked.
 */
export const getOpenMensaFeed = defineRoute({
  operationId: "getOpenMensaFeed",
  group: "location",
  method: "GET",
  path: "/v1/location/{location_id}/openmensa.xml",
  summary: "A location's menus of the next 14 days as an OpenMensa v2 feed (XML)",
  input: z.object(siteLocationParams),
  output: z.string().describe("application/xml"),
  auth: "public",
  site: "published",
  response: "raw",
  cache: CACHE.content,
  example: { site_id: "cedar-ridge", location_id: "cedar-commons" },
});

export const locationRoutes = [
  getCampusMap,
  getLocationDetail,
  getLocationMenu,
  listMenuPeriods,
  getMenuPeriod,
  searchLocationMenus,
  getOpenMensaFeed,
] as const;
