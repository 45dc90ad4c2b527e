import { getSectionBySlug } from "@/lib/api-routes/site-content/get-section-by-slug";
import { useCurrentSite } from "@/lib/current-site";
import { SafeHtml } from "./safe-html";
import { useSiteData } from "./use-site-data";

/**
 * A dedicated page's section body (requirements: public-browsing §2 Help, Balance tracker: "the section
 * body HTML is shown above"), sanitized. Nothing while loading or when it fails to load.
 */
export function SectionBody({ slug }: { slug: string }) {
  const site = useCurrentSite();
  const { data } = useSiteData(getSectionBySlug, slug ? { site_id: site.id, slug } : null);
  if (!data?.section.body) return null;
  return <SafeHtml className="section-body" html={data.section.body} siteId={site.id} />;
}
