import * as z from "zod";
import { getHoursWithLocations } from "../../menus/routes/hours";
import { listLocationStatus } from "../../menus/routes/locations";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { calendarDateSchema } from "../../platform/schemas/dates";
import { listPublicSurveys } from "../../visitor-forms/routes/surveys";
import { listUpcomingEvents } from "./events";

const named = { id: z.string().min(1), name: z.string().min(1) };

/** Locations > periods > stations > items of today's menus (requirements: public-browsing §2, §7). */
export const todaysMenuSchema = z.object({
  date: calendarDateSchema,
  locations: z.array(
    z.object({
      ...named,
      periods: z.array(
        z.object({
          ...named,
          stations: z.array(z.object({ ...named, items: z.array(z.object(named)) })),
        }),
      ),
    }),
  ),
});

export const getTodaysMenu = defineRoute({
  operationId: "getTodaysMenu",
  group: "sites",
  method: "GET",
  path: "/v1/sites/todays_menu",
  summary: "Today's menus (campus time) of the menu locations, for the home tile",
  input: siteInput,
  output: todaysMenuSchema,
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: DEMO_SITE,
});

/**
 * Everything the home tiles read, in one call, so the home page stays within three API calls
 * (docs/decisions/public-site.md): the same payloads as tiles/news_content,
 * sites/todays_menu, hours/with_locations, locations/status, surveys/public_list (count
 * HOME_SURVEY_COUNT in shared/visitor-forms/survey.ts) and, for the footer, events/upcoming_events.
 */
export const getHomeTiles = defineRoute({
  operationId: "getHomeTiles",
  group: "sites",
  method: "GET",
  path: "/v1/sites/home_tiles",
  summary: "The home page tiles' data in one call",
  input: siteInput,
  output: z.object({
    news_html: z.string(),
    todays_menu: todaysMenuSchema,
    hours: getHoursWithLocations.output,
    status: listLocationStatus.output,
    upcoming: listUpcomingEvents.output,
    surveys: listPublicSurveys.output,
  }),
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: DEMO_SITE,
});

export const siteHomeRoutes = [getTodaysMenu, getHomeTiles] as const;
