import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";

/** A photo; a missing alt is read out as 'This image does not have alt text.' (requirements: public-browsing §2). */
export const photoSchema = z.object({
  file_name: z.string().min(1),
  alt: z.string().nullable().default(null),
});

export const photoAlbumSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  sort_order: z.int().min(0).max(9999).default(0),
  published: z.boolean().default(true),
  photos: z.array(photoSchema).default([]),
});

export type Photo = z.infer<typeof photoSchema>;
export type PhotoAlbum = z.infer<typeof photoAlbumSchema>;
