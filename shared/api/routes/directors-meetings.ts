import * as z from "zod";
import { meetingSchema } from "../../schemas/meeting";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

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
