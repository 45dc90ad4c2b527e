import type { SectionNode } from "@shared/schemas/section";

/** Uploaded files are served per campus at /files/{site id}/{folder}/{name} (docs/onboarding.md). */
export function siteFileUrl(siteId: string, folder: string, fileName: string): string {
  return `/files/${encodeURIComponent(siteId)}/${folder}/${encodeURIComponent(fileName)}`;
}

/** The slug of the section built on a dedicated page (its master slug), nested nodes included. */
export function sectionSlugFor(nodes: readonly SectionNode[], ...masters: string[]): string | null {
  for (const node of nodes) {
    if (node.master_slug && masters.includes(node.master_slug)) return node.slug;
    const nested = sectionSlugFor(node.nodes, ...masters);
    if (nested) return nested;
  }
  return null;
}
