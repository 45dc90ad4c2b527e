import type { SectionNode } from "@shared/schemas/section";
import { Link } from "react-router-dom";
import { externalUrl, sitePath } from "@/lib/url";

function NodeLink({ node, slug }: { node: SectionNode; slug: string }) {
  if (node.is_url && node.url) {
    return (
      <a href={externalUrl(node.url)} target="_blank" rel="noopener noreferrer">
        {node.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <Link to={sitePath(slug, node.slug)}>{node.name}</Link>;
}

/**
 * The microsite's navigation (requirements: public-browsing §2 Microsite): a bar of the site's
 * sections, each section with children a native disclosure (details/summary: keyboard and
 * screen readers for free) opening its links below, without the microsite landing nodes.
 */
export function MicrositeNav({ nodes, slug }: { nodes: readonly SectionNode[]; slug: string }) {
  const visible = (list: readonly SectionNode[]) =>
    list.filter((node) => !node.microsite_landing && !node.new_section);
  return (
    <nav className="microsite-nav" aria-label="Microsite">
      <ul className="microsite-nav__bar">
        {visible(nodes).map((node) => (
          <li key={node.id}>
            {node.nodes.length > 0 ? (
              <details className="microsite-nav__group">
                <summary>{node.name}</summary>
                <ul className="microsite-nav__menu">
                  {visible(node.nodes).map((child) => (
                    <li key={child.id}>
                      <NodeLink node={child} slug={slug} />
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <NodeLink node={node} slug={slug} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
