import type { SectionNode } from "@shared/site-content/schemas/section";

/** The URL slug of the section a campus set up for a dedicated page (by its master slug). */
export function sectionSlugFor(nodes: readonly SectionNode[], masterSlug: string): string | null {
  for (const node of nodes) {
    if (!node.is_url && node.master_slug === masterSlug) return node.slug;
    const nested = sectionSlugFor(node.nodes, masterSlug);
    if (nested) return nested;
  }
  return null;
}
