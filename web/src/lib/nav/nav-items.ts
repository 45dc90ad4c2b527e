import type { SectionNode } from "@shared/site-content/schemas/section";
import { externalUrl, sitePath } from "@/lib/url";

export interface NavLinkItem {
  kind: "link";
  key: string;
  label: string;
  href: string;
  /** is_url sections open in a new tab (requirements: public-browsing §2 Header). */
  external: boolean;
}

export interface NavGroupItem {
  kind: "group";
  key: string;
  label: string;
  children: NavItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/**
 * A site's sections as navigation items (requirements: public-browsing §2 Header and
 * Microsite): by sort_order, new-section placeholders only with extra_nav, and never a
 * microsite landing node, which is a block of the microsite page and not a page of its own.
 * A parent whose children are all hidden would be an empty dropdown: it is left out.
 */
export function sectionNavItems(
  nodes: readonly SectionNode[],
  slug: string,
  extraNav: boolean,
): NavItem[] {
  return visible(nodes, extraNav).flatMap((node): NavItem[] => {
    if (node.nodes.length === 0) return linkOf(node, slug);
    const children = visible(node.nodes, extraNav).flatMap((child) => linkOf(child, slug));
    return children.length > 0 ? [{ kind: "group", key: node.id, label: node.name, children }] : [];
  });
}

function visible(nodes: readonly SectionNode[], extraNav: boolean): SectionNode[] {
  return nodes
    .filter((node) => !node.microsite_landing && (extraNav || !node.new_section))
    .sort((a, b) => a.sort_order - b.sort_order);
}

function linkOf(node: SectionNode, slug: string): NavLinkItem[] {
  if (node.is_url) {
    if (!node.url) return [];
    const href = externalUrl(node.url);
    return [{ kind: "link", key: node.id, label: node.name, href, external: true }];
  }
  const href = sitePath(slug, node.slug);
  return [{ kind: "link", key: node.id, label: node.name, href, external: false }];
}
