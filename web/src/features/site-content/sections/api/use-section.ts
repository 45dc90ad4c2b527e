import type { OutputOf } from "@/lib/api-client";
import { getSectionBySlug } from "@/lib/api-routes/site-content/get-section-by-slug";
import { useSiteData } from "@/lib/content/use-site-data";

export type SectionContent = OutputOf<typeof getSectionBySlug>["section"];

/** requirements: public-browsing §7 GET sections/info_by_slug: the section's body, banner and script fields. */
export const useSection = (siteId: string, slug: string | null) =>
  useSiteData(getSectionBySlug, slug ? { site_id: siteId, slug } : null);
