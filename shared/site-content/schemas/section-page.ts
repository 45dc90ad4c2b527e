import * as z from "zod";
import { fileRefSchema, idSchema, slugSchema } from "../../platform/schemas/common";

/**
 * The fields a section page reads by slug (requirements: public-browsing §3 Section), stored as the section
 * body item `SECTION#{slug}`. The site's navigation (section_list) holds the same node without
 * body and script, so the bootstrap stays small.
 */
export const sectionPageSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  slug: slugSchema,
  master_slug: z.string().nullable().default(null),
  sort_order: z.int().default(0),
  no_robots: z.boolean().default(false),
  show_header: z.boolean().default(true),
  use_banner: z.boolean().default(false),
  banner: fileRefSchema.nullable().default(null),
  banner_text_align: z.enum(["left", "center", "right"]).default("center"),
  banner_text_font: z.string().nullable().default(null),
  is_url: z.boolean().default(false),
  url: z.string().nullable().default(null),
  microsite_landing: z.boolean().default(false),
  new_section: z.boolean().default(false),
  /** HTML, sanitized when rendered. */
  body: z.string().default(""),
  use_script: z.boolean().default(false),
  script_url: z.url().nullable().default(null),
  global_section_id: z.string().nullable().default(null),
});

export type SectionPage = z.infer<typeof sectionPageSchema>;

/** A section of the campus file: the page fields plus its child nodes (dropdown items). */
export const sectionEntrySchema = sectionPageSchema.extend({
  get nodes(): z.ZodDefault<z.ZodArray<typeof sectionEntrySchema>> {
    return z.array(sectionEntrySchema).default([]);
  },
});

export type SectionEntry = z.infer<typeof sectionEntrySchema>;
