import * as z from "zod";
import { fileRefSchema, idSchema } from "../../platform/schemas/common";
import { utcInstantSchema } from "../../platform/schemas/dates";

/**
 * An event or a Balanced U event (requirements: public-browsing §3 Event). The description is HTML, sanitized
 * when rendered. Unpublished events are kept but never listed.
 */
export const eventSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  brief: z.string().default(""),
  description: z.string().default(""),
  start: utcInstantSchema,
  end: utcInstantSchema,
  picture: fileRefSchema.nullable().default(null),
  /** The location's name as shown on the card. */
  location: z
    .object({ name: z.string().min(1) })
    .nullable()
    .default(null),
  custom_location: z.boolean().default(false),
  custom_location_name: z.string().nullable().default(null),
  published: z.boolean().default(true),
});

export type Event = z.infer<typeof eventSchema>;
export type EventInput = z.input<typeof eventSchema>;
