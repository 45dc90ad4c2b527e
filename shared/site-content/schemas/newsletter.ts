import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import { calendarDateSchema } from "../../platform/schemas/dates";

/** A newsletter PDF under /files/newsletters (requirements: public-browsing §3 Newsletter). */
export const newsletterSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().default(""),
  year: z.int().min(1900).max(9999),
  date: calendarDateSchema,
  file_name: z.string().min(1),
  imported: z.boolean().default(false),
  original_file: z.string().nullable().default(null),
  published: z.boolean().default(true),
});

export type Newsletter = z.infer<typeof newsletterSchema>;
