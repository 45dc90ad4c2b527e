import type { SectionNode } from "@shared/site-content/schemas/section";
import { NavBar } from "@/components/nav-bar";
import { sectionNavItems } from "@/lib/nav/nav-items";

/**
 * The microsite's navigation (requirements: public-browsing §2 Microsite): the site's sections
 * with their dropdowns in one row (the kit's NavBar, as in the header), without the microsite
 * landing nodes, which are the blocks of this very page. External sections open in a new tab.
 */
export function MicrositeNav({
  nodes,
  slug,
  extraNav,
}: {
  nodes: readonly SectionNode[];
  slug: string;
  extraNav: boolean;
}) {
  const items = sectionNavItems(nodes, slug, extraNav);
  if (items.length === 0) return null;
  return (
    <nav className="microsite-nav" aria-label="Microsite">
      <NavBar items={items} overflow />
    </nav>
  );
}
