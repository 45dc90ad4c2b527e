import type { Site } from "@shared/site-content/schemas/site";
import { type NavItem, sectionNavItems } from "@/lib/nav/nav-items";
import { socialLinks } from "@/lib/social";
import { sitePath } from "@/lib/url";

export type { NavGroupItem, NavItem, NavLinkItem } from "@/lib/nav/nav-items";

type NavSite = Pick<
  Site,
  "slug" | "url" | "link_to_school" | "extra_nav" | "section_list" | "social_media"
>;

/** The key of the Social Media dropdown, which small screens show in the header bar instead. */
export const SOCIAL_MEDIA_KEY = "social-media";

/**
 * The header navigation (requirements: public-browsing §2 Header): the site's sections
 * (lib/nav/nav-items.ts: no microsite landing nodes, new sections only with extra_nav), Home
 * first when the logo links away to the school, and Social Media last as a dropdown of the
 * campus's profiles (snapchat hidden).
 */
export function buildNavItems(site: NavSite): NavItem[] {
  const items = sectionNavItems(site.section_list, site.slug, site.extra_nav);
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
      key: SOCIAL_MEDIA_KEY,
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
