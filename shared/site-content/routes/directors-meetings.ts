import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { meetingSchema } from "../schemas/meeting";

export const listDirectorsMeetings = defineRoute({
  operationId: "listDirectorsMeetings",
  group: "directors_meetings",
  method: "GET",
  path: "/v1/directors_meetings/list",
  summary: "Directors' meetings, newest first",
  input: siteInput,
  output: z.object({ meetings: z.array(meetingSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const directorsMeetingsRoutes = [listDirectorsMeetings] as const;
