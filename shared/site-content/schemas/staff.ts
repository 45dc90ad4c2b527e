import * as z from "zod";
import { fileRefSchema, idSchema } from "../../platform/schemas/common";

/** A staff member (requirements: public-browsing §3 Staff); only active members are listed. */
export const staffSchema = z.object({
  id: idSchema,
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  title: z.string().default(""),
  email: z.email().nullable().default(null),
  /** Digits only; all zeros means "no phone" and hides it (requirements: public-browsing §2 Staff). */
  phone: z.string().regex(/^\d*$/, "A phone number must only contain digits").default(""),
  phone_formatted: z.string().default(""),
  bio: z.string().default(""),
  picture: fileRefSchema.nullable().default(null),
  sort_order: z.int().min(0).max(9999).default(0),
  active: z.boolean().default(true),
});

export type Staff = z.infer<typeof staffSchema>;
