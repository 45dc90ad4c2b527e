import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { staffSchema } from "../schemas/staff";

export const listActiveStaff = defineRoute({
  operationId: "listActiveStaff",
  group: "staff",
  method: "GET",
  path: "/v1/staff/active_list",
  summary: "Active staff members in their configured order",
  input: siteInput,
  output: z.object({ staff: z.array(staffSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const staffRoutes = [listActiveStaff] as const;
