import { Suspense } from "react";
import { useParams } from "react-router-dom";
import { findSection } from "../features/sections/lib/find-section";
import { Component as GenericSection } from "../features/sections/routes/section-route";
import { useCurrentSite } from "../lib/current-site";
import { PageLoading } from "./root-layout";
import { sectionPages } from "./section-pages";

/**
 * /:site/:section: the page registered for the section's master slug, else the generic
 * section page (which also answers unknown sections with the not-found page).
 */
export function Component() {
  const site = useCurrentSite();
  const { section: slug = "" } = useParams();
  const section = findSection(site.section_list, slug, site.extra_nav);
  const Page = section?.master_slug ? sectionPages[section.master_slug] : undefined;
  if (!Page) return <GenericSection />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
