import { lazy, Suspense } from "react";
import { useParams } from "react-router-dom";
import { findSection } from "@/features/site-content/sections/lib/find-section";
import { useCurrentSite } from "@/lib/current-site";
import { PageLoading } from "./root-layout";
import { sectionPages } from "./section-pages";

// Its own chunk, as before this switch existed (the bundle report measures it).
const GenericSection = lazy(() =>
  import("@/features/site-content/sections/routes/section-route").then((m) => ({
    default: m.Component,
  })),
);

/**
 * /:site/:section: the page registered for the section's master slug, else the generic
 * section page (which also answers unknown sections with the not-found page).
 */
export function Component() {
  const site = useCurrentSite();
  const { section: slug = "" } = useParams();
  const section = findSection(site.section_list, slug, site.extra_nav);
  const Page = section?.master_slug ? sectionPages[section.master_slug] : undefined;
  return <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <GenericSection />}</Suspense>;
}
