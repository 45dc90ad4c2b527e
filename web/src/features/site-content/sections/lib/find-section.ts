import type { SectionNode } from "@shared/site-content/schemas/section";

/**
 * The section a /:site/:section URL names, searching nested dropdown nodes too
 * (requirements: public-browsing §2 Routing rules). Links to external URLs are not pages, and
 * new-section placeholders are pages only where extra_nav shows them.
 */
export function findSection(
  nodes: readonly SectionNode[],
  slug: string,
  extraNav: boolean,
): SectionNode | null {
  const wanted = slug.toLowerCase();
  for (const node of nodes) {
    if (node.new_section && !extraNav) continue;
    if (!node.is_url && node.slug.toLowerCase() === wanted) return node;
    const nested = findSection(node.nodes, slug, extraNav);
    if (nested) return nested;
  }
  return null;
}
