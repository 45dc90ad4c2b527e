import type { SectionNode } from "@shared/site-content/schemas/section";
import type { ReactNode } from "react";
import { useCurrentSite } from "./current-site";
import { NotFound } from "./not-found";

function findNode(nodes: readonly SectionNode[], slug: string): SectionNode | null {
  for (const node of nodes) {
    if (!node.is_url && node.slug.toLowerCase() === slug) return node;
    const nested = findNode(node.nodes, slug);
    if (nested) return nested;
  }
  return null;
}

/**
 * The frame of a dedicated section page (requirements: public-browsing §2 Routing rules): the section
 * header with its name, the '{site} – {section}' title and robots meta. A site without the
 * section gets the not-found page, as an unknown section does.
 */
export function SectionPage({ slug, children }: { slug: string; children: ReactNode }) {
  const site = useCurrentSite();
  const section = findNode(site.section_list, slug.toLowerCase());
  if (!section) return <NotFound />;
  return (
    <article className="section-page">
      <title>{`${site.name} – ${section.name}`}</title>
      <meta name="robots" content={section.no_robots ? "noindex,nofollow" : "index,follow"} />
      <header className="section-page__header">
        <h1>{section.name}</h1>
      </header>
      {children}
    </article>
  );
}
