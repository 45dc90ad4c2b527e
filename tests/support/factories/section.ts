import { randomUUID } from "node:crypto";
import { type SectionNode, sectionNodeSchema } from "../../../shared/site-content/schemas/section";

/** A navigation node with the schema's defaults; nested `nodes` are parsed the same way. */
export function createSection(overrides: Partial<SectionNode> & { slug: string }): SectionNode {
  return sectionNodeSchema.parse({
    id: `section-${randomUUID().slice(0, 8)}`,
    name: overrides.slug,
    ...overrides,
  });
}
