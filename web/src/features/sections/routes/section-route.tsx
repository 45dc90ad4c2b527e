import { useParams } from "react-router-dom";
import { useCurrentSite } from "../../../lib/current-site";
import { NotFound } from "../../../lib/not-found";
import { findSection } from "../lib/find-section";

/**
 * /:site/:section (public-browsing §2 Section page). A placeholder until the dedicated pages
 * and the section body arrive; an unknown section is the not-found page.
 */
export function Component() {
  const site = useCurrentSite();
  const { section: slug = "" } = useParams();
  const section = findSection(site.section_list, slug, site.extra_nav);
  if (!section) return <NotFound />;
  return (
    <article className="section-page">
      <title>{`${site.name} – ${section.name}`}</title>
      <meta name="robots" content={section.no_robots ? "noindex,nofollow" : "index,follow"} />
      <header className="section-page__header">
        <h1>{section.name}</h1>
      </header>
    </article>
  );
}
