import type { SectionNode } from "@shared/schemas/section";
import type { Site } from "@shared/schemas/site";
import { socialLinks } from "@/lib/social";
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
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

type NavSite = Pick<
  Site,
  "slug" | "url" | "link_to_school" | "extra_nav" | "section_list" | "social_media"
>;

/**
 * The header navigation (requirements: public-browsing §2 Header): sections by sort_order, new-section
 * placeholders only with extra_nav, Home first when the logo links away to the school, and
 * Social Media last as a dropdown of the campus's profiles (snapchat hidden).
 */
export function buildNavItems(site: NavSite): NavItem[] {
  const items = visible(site.section_list, site.extra_nav).flatMap((node) => toItems(node, site));
  if (site.link_to_school && site.url) {
    items.unshift({
      kind: "link",
      key: "home",
      label: "Home",
      href: sitePath(site.slug),
      external: false,
    });
  }
  const social = socialLinks(site.social_media ?? {});
  if (social.length > 0) {
    items.push({
      kind: "group",
      key: "social-media",
      label: "Social Media",
      children: social.map((link) => ({
        kind: "link",
        key: `social-${link.network}`,
        label: link.label,
        href: link.href,
        external: true,
      })),
    });
  }
  return items;
}

function visible(nodes: readonly SectionNode[], extraNav: boolean): SectionNode[] {
  return nodes
    .filter((node) => extraNav || !node.new_section)
    .sort((a, b) => a.sort_order - b.sort_order);
}

function toItems(node: SectionNode, site: NavSite): NavItem[] {
  const children = visible(node.nodes, site.extra_nav).flatMap((child) => {
    const link = toLink(child, site);
    return link ? [link] : [];
  });
  if (node.nodes.length > 0) {
    // A parent whose children are all hidden is an empty dropdown: leave it out.
    return children.length > 0 ? [{ kind: "group", key: node.id, label: node.name, children }] : [];
  }
  const link = toLink(node, site);
  return link ? [link] : [];
}

function toLink(node: SectionNode, site: NavSite): NavLinkItem | null {
  if (node.is_url) {
    if (!node.url) return null;
    return {
      kind: "link",
      key: node.id,
      label: node.name,
      href: externalUrl(node.url),
      external: true,
    };
  }
  return {
    kind: "link",
    key: node.id,
    label: node.name,
    href: sitePath(site.slug, node.slug),
    external: false,
  };
}
