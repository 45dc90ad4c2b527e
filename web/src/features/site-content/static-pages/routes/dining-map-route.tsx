import { useParams } from "react-router-dom";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";

/** The dining-map section: the campus's static map image with its alt text (requirements: public-browsing §2 Dining map). */
export function Component() {
  const site = useCurrentSite();
  const { section = "dining-map" } = useParams();
  const map = site.dining_map;
  return (
    <SectionPage slug={section}>
      {map ? (
        <img
          className="dining-map"
          src={siteFileUrl(site.id, "image", map.file_name)}
          alt={map.alt_text || `Dining map of ${site.name}`}
        />
      ) : null}
    </SectionPage>
  );
}
