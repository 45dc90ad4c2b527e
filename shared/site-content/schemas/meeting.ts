import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import { utcInstantSchema } from "../../platform/schemas/dates";

/** A directors' meeting (requirements: public-browsing §3 Meeting): location is free text, body is HTML. */
export const meetingSchema = z.object({
  id: idSchema,
  location: z.string().min(1),
  start: utcInstantSchema,
  body: z.string().default(""),
});

export type Meeting = z.infer<typeof meetingSchema>;
