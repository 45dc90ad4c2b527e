import * as z from "zod";
import { fileRefSchema, idSchema } from "../../platform/schemas/common";
import { utcInstantSchema } from "../../platform/schemas/dates";

/** A special offer (requirements: public-browsing §3); its picture lives under files/special. */
export const specialOfferSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  brief: z.string().default(""),
  description: z.string().default(""),
  picture: fileRefSchema.nullable().default(null),
  start: utcInstantSchema,
  end: utcInstantSchema,
  published: z.boolean().default(true),
});

export type SpecialOffer = z.infer<typeof specialOfferSchema>;
