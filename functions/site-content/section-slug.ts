import type { SectionNode } from "../../shared/site-content/schemas/section";

/** The slug of the section built on a dedicated page (its master slug), nested nodes included. */
export function sectionSlugFor(nodes: readonly SectionNode[], master: string): string | null {
  for (const node of nodes) {
    if (node.master_slug === master) return node.slug;
    const nested = sectionSlugFor(node.nodes, master);
    if (nested) return nested;
  }
  return null;
}
