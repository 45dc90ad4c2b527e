import type { HomepageImage, Site } from "@shared/site-content/schemas/site";
import { sectionSlugFor } from "@/lib/content/site-files";
import { externalUrl, sitePath } from "@/lib/url";

export interface CarouselTarget {
  href: string;
  /** Same-site targets open in the same tab, others in a new tab (requirements: public-browsing §2 Home page). */
  internal: boolean;
}

type TargetSite = Pick<Site, "slug" | "url" | "section_list">;

/**
 * Where a carousel image goes (requirements: public-browsing §2 Home page): an event to
 * /{site}/event/{id}, a special offer to the special offers section, a link as given (same
 * tab only when it stays on this site).
 */
export function carouselTarget(
  site: TargetSite,
  image: Pick<HomepageImage, "event_id" | "special_offer_id" | "link">,
  origin = "",
): CarouselTarget | null {
  if (image.event_id) return { href: sitePath(site.slug, "event", image.event_id), internal: true };
  if (image.special_offer_id) {
    const offers = sectionSlugFor(site.section_list, "special-offers");
    return offers ? { href: sitePath(site.slug, offers), internal: true } : null;
  }
  if (!image.link) return null;
  const link = image.link.trim();
  if (link.startsWith("/")) return { href: link, internal: link.startsWith(sitePath(site.slug)) };
  const href = externalUrl(link);
  const sameSite = origin !== "" && href.startsWith(`${origin}${sitePath(site.slug)}`);
  return sameSite ? { href: href.slice(origin.length), internal: true } : { href, internal: false };
}
