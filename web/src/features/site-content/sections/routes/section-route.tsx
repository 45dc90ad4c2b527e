import { useParams } from "react-router-dom";
import { FailedState, LoadingState } from "@/components/load-state";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import { useCurrentSite } from "@/lib/current-site";
import { NotFound } from "@/lib/not-found";
import { useSection } from "../api/use-section";
import { SectionBanner } from "../components/section-banner";
import { SectionScript } from "../components/section-script";
import { findSection } from "../lib/find-section";

/**
 * /:site/:section, the generic content page (requirements: public-browsing §2 Section page): banner or
 * plain title, the sanitized body and an allow-listed script. Unknown sections are not found.
 */
export function Component() {
  const site = useCurrentSite();
  const { section: slug = "" } = useParams();
  const node = findSection(site.section_list, slug, site.extra_nav);
  const { data, error } = useSection(site.id, node ? node.slug : null);
  if (!node) return <NotFound />;
  const section = data?.section;
  return (
    <article className="section-page">
      <title>{`${site.name} – ${node.name}`}</title>
      <meta name="robots" content={node.no_robots ? "noindex,nofollow" : "index,follow"} />
      {section?.use_banner ? (
        <SectionBanner section={section} siteId={site.id} />
      ) : (
        <header className="section-page__header">
          <h1>{node.name}</h1>
        </header>
      )}
      {error ? (
        <FailedState>We're sorry, something went wrong loading this content.</FailedState>
      ) : null}
      {!data && !error ? <LoadingState>Loading content</LoadingState> : null}
      {section ? (
        <>
          <LazySafeHtml className="section-body" html={section.body} siteId={site.id} />
          <SectionScript section={section} allowlist={site.script_allowlist} />
        </>
      ) : null}
    </article>
  );
}
