import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import {
  calendarDateSchema,
  epochMillisSchema,
  INSTANT_MESSAGE,
  instantSchema,
} from "../../platform/schemas/dates";
import { buildingSchema } from "../schemas/building";
import { locationViewSchema, scheduleDaySchema, statusBadgeSchema } from "../schemas/location-view";
import { platformParam, queryFlag, siteParams } from "./location-params";

const nameRow = z.object({ id: idSchema, name: z.string() });

export const listLocations = defineRoute({
  operationId: "listLocations",
  group: "locations",
  method: "GET",
  path: "/v1/locations/all_locations",
  summary: "Active locations of a site with their status now, optionally for one page",
  input: z.object({
    ...siteParams,
    platform: platformParam,
    /** Only locations shown on the map (address, show_map, active). */
    for_map: queryFlag,
    /** Only active locations with show_menus. */
    for_menus: queryFlag,
    /** Only active locations (the profile's favourite location list). */
    for_profile: queryFlag,
    /** Only locations with an address. */
    with_address: queryFlag,
    /** Also answer the buildings. */
    with_buildings: queryFlag,
  }),
  output: z.object({
    locations: z.array(locationViewSchema),
    buildings: z.array(buildingSchema).optional(),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: { site_id: "cedar-ridge", for_menus: "true", with_buildings: "true" },
});

export const listLocationNames = defineRoute({
  operationId: "listLocationNames",
  group: "locations",
  method: "GET",
  path: "/v1/locations/all_locations_name",
  summary: "Ids and names of the site's active locations",
  input: z.object(siteParams),
  output: z.object({ locations: z.array(nameRow) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site_id: "cedar-ridge" },
});

export const listFeedbackLocations = defineRoute({
  operationId: "listFeedbackLocations",
  group: "locations",
  method: "GET",
  path: "/v1/locations/all_locations_feedback",
  summary: "Locations offered on the feedback form (feedback_form)",
  input: z.object(siteParams),
  output: z.object({ locations: z.array(nameRow) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site_id: "cedar-ridge" },
});

const statusRow = nameRow.extend({
  open: z.boolean(),
  status: statusBadgeSchema,
  occupancy: z.string(),
});

export const listLocationStatus = defineRoute({
  operationId: "listLocationStatus",
  group: "locations",
  method: "GET",
  path: "/v1/locations/status",
  summary: "Open/closed status, message and occupancy of every active location now",
  input: z.object(siteParams),
  output: z.object({ locations: z.array(statusRow) }),
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: { site_id: "cedar-ridge" },
});

export const listOpenLocations = defineRoute({
  operationId: "listOpenLocations",
  group: "locations",
  method: "GET",
  path: "/v1/locations/open",
  summary: "Status of every active location at an instant (the What's Open tile)",
  input: z.object({
    ...siteParams,
    /** ISO-8601 instant or epoch milliseconds; defaults to the request's instant. */
    timestamp: z.union([instantSchema, epochMillisSchema], { error: INSTANT_MESSAGE }).optional(),
  }),
  output: z.object({ timestamp: z.string(), locations: z.array(statusRow) }),
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: { site_id: "cedar-ridge", timestamp: "2026-03-09T17:00:00Z" },
});

const weekSchema = z.object({
  start: z.string(),
  end: z.string(),
  label: z.string(),
  is_current_week: z.boolean(),
  show_previous: z.boolean(),
  previous_start: z.string(),
  next_start: z.string(),
  days: z.array(z.object({ date: z.string(), weekday: z.string(), date_label: z.string() })),
});

export const getWeeklySchedule = defineRoute({
  operationId: "getWeeklySchedule",
  group: "locations",
  method: "GET",
  path: "/v1/locations/weekly_schedule",
  summary: "Each active location's hours for the Sunday-to-Saturday week holding a date",
  input: z.object({ ...siteParams, date: calendarDateSchema.optional() }),
  output: z.object({
    week: weekSchema,
    locations: z.array(nameRow.extend({ weekly_schedule: z.array(scheduleDaySchema) })),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site_id: "cedar-ridge", date: "2026-03-09" },
});

export const getHoursOfOperation = defineRoute({
  operationId: "getHoursOfOperation",
  group: "locations",
  method: "GET",
  path: "/v1/locations/hours_of_operation",
  summary: "The hours page: a week, tables per building and 'Additional Locations'",
  input: z.object({ ...siteParams, date: calendarDateSchema.optional() }),
  output: z.object({
    week: weekSchema,
    tables: z.array(
      z.object({
        title: z.string(),
        building_id: z.string().nullable(),
        rows: z.array(
          nameRow.extend({
            inside: z.string().nullable(),
            occupancy: z.string(),
            days: z.array(scheduleDaySchema),
          }),
        ),
      }),
    ),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { site_id: "harbor-state" },
});

export const locationsRoutes = [
  listLocations,
  listLocationNames,
  listFeedbackLocations,
  listLocationStatus,
  listOpenLocations,
  getWeeklySchedule,
  getHoursOfOperation,
] as const;

export type WeekPayload = z.infer<typeof weekSchema>;
export { weekSchema };
