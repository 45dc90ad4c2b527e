import * as z from "zod";
import { idSchema } from "../../platform/schemas/common";
import { sectionFields } from "./section";

/**
 * The fields a section page reads by slug (requirements: public-browsing §3 Section), stored as the section
 * body item `SECTION#{slug}`. The site's navigation (section_list) holds the same node without
 * body and script, so the bootstrap stays small.
 */
export const sectionPageSchema = z.object({
  id: idSchema,
  ...sectionFields,
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
