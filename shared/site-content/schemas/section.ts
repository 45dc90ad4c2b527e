import * as z from "zod";
import { fileRefSchema, slugSchema } from "../../platform/schemas/common";

/**
 * A node of the site's navigation (requirements: public-browsing §3 Section). Bodies are not part of the
 * node: the site bootstrap stays small and a section page reads its body by slug.
 */
export interface SectionNode {
  id: string;
  name: string;
  slug: string;
  master_slug: string | null;
  sort_order: number;
  no_robots: boolean;
  show_header: boolean;
  use_banner: boolean;
  banner: { file_name: string } | null;
  banner_text_align: "left" | "center" | "right";
  banner_text_font: string | null;
  is_url: boolean;
  url: string | null;
  microsite_landing: boolean;
  new_section: boolean;
  nodes: SectionNode[];
}

/**
 * The fields a navigation node and a section page share, in their order; the page adds its body
 * and script, the node its children (shared/site-content/schemas/section-page.ts).
 */
export const sectionFields = {
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
};

export const sectionNodeSchema: z.ZodType<SectionNode, unknown> = z
  .lazy(
    () =>
      z.object({
        // Looser than a page's `idSchema` (trimmed, at most 64): the API has always described
        // a node's id this way, and the OpenAPI document must not change with a refactoring.
        id: z.string().min(1),
        ...sectionFields,
        nodes: z.array(sectionNodeSchema).default([]),
      }),
    // Named: the OpenAPI document declares this recursive schema once, as
    // components/schemas/SectionNode (shared/platform/api/openapi-schemas.ts).
  )
  .meta({ id: "SectionNode" });
