import type { SectionNode } from "@shared/site-content/schemas/section";

// Every file URL (logo, banner, location, staff, special, newsletters, catering, microsite) is
// built by this one helper, by what the file is for.
export { type FileKind, siteFileUrl } from "@shared/site-content/file-url";

/** The slug of the section built on a dedicated page (its master slug), nested nodes included. */
export function sectionSlugFor(nodes: readonly SectionNode[], ...masters: string[]): string | null {
  for (const node of nodes) {
    if (node.master_slug && masters.includes(node.master_slug)) return node.slug;
    const nested = sectionSlugFor(node.nodes, ...masters);
    if (nested) return nested;
  }
  return null;
}
