import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";

/** A downloadable catering document under files/catering (requirements: public-browsing §3 Catering file). */
export const cateringFileSchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  description: z.string().default(""),
  /** Bytes; the table formats it for display. */
  file_size: z.int().min(0),
  /** File name under files/catering. */
  file: z.string().min(1),
  sort_order: z.int().min(0).max(9999).default(0),
});

export type CateringFile = z.infer<typeof cateringFileSchema>;
