import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";

/** A building groups locations (requirements: public-browsing §3 Building); its location list is derived. */
export const buildingSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  sort_order: z.int().default(0),
});

export type Building = z.infer<typeof buildingSchema>;
