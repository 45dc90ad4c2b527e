import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { scheduleDaySchema, statusBadgeSchema } from "../schemas/location-view";
import { siteParams } from "./location-params";

/** The Hours of Operation home tile: today's hours and status of every active location. */
export const getHoursWithLocations = defineRoute({
  operationId: "getHoursWithLocations",
  group: "hours",
  method: "GET",
  path: "/v1/hours/with_locations",
  summary: "Today's hours and status of every active location (home tile)",
  input: z.object(siteParams),
  output: z.object({
    date: z.string(),
    locations: z.array(
      z.object({
        id: idSchema,
        name: z.string(),
        open: z.boolean(),
        status: statusBadgeSchema,
        occupancy: z.string(),
        today: scheduleDaySchema,
      }),
    ),
  }),
  auth: "public",
  site: "published",
  cache: CACHE.live,
  example: { site_id: "cedar-ridge" },
});

export const hoursRoutes = [getHoursWithLocations] as const;
