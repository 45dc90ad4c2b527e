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
 * The microsite's navigation (requirements: public-browsing §2 Microsite): the site's sections with their
 * dropdown children as nested lists, without the microsite landing nodes.
 */
export function MicrositeNav({ nodes, slug }: { nodes: readonly SectionNode[]; slug: string }) {
  const visible = (list: readonly SectionNode[]) =>
    list.filter((node) => !node.microsite_landing && !node.new_section);
  return (
    <nav className="microsite-nav" aria-label="Microsite">
      <ul>
        {visible(nodes).map((node) => (
          <li key={node.id}>
            {node.nodes.length > 0 ? (
              <span>{node.name}</span>
            ) : (
              <NodeLink node={node} slug={slug} />
            )}
            {node.nodes.length > 0 ? (
              <ul>
                {visible(node.nodes).map((child) => (
                  <li key={child.id}>
                    <NodeLink node={child} slug={slug} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
