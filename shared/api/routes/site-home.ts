import * as z from "zod";
import { calendarDateSchema } from "../../schemas/dates";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";
import { listUpcomingEvents } from "./events";
import { getHoursWithLocations } from "./hours";
import { listLocationStatus } from "./locations";
import { listPublicSurveys } from "./surveys";

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
 * HOME_SURVEY_COUNT in shared/domain/content/survey.ts) and, for the footer, events/upcoming_events.
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
