import { type ComponentType, type LazyExoticComponent, Suspense } from "react";
import { useParams } from "react-router-dom";
import { findSection } from "@/features/site-content/sections/lib/find-section";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { PageLoading } from "./root-layout";

type Page = LazyExoticComponent<ComponentType>;
type PageModule = { Component: ComponentType };

/**
 * Dedicated section pages by the section's master slug (requirements: public-browsing §2
 * Routing rules), the rest of the route table of app/routes.ts: kept here, in the switch's own
 * chunk, so that the first load does not carry it. A slug not listed gets the generic page.
 */
export const sectionPages: Record<string, () => Promise<PageModule>> = {
  // site-content
  events: () => import("@/features/site-content/events/routes/events-route"),
  "balanced-u-events": () =>
    import("@/features/site-content/events/routes/balanced-u-events-route"),
  balanced_u_events: () => import("@/features/site-content/events/routes/balanced-u-events-route"),
  "special-offers": () => import("@/features/site-content/offers/routes/offers-route"),
  staff: () => import("@/features/site-content/staff/routes/staff-route"),
  newsletters: () => import("@/features/site-content/newsletters/routes/newsletters-route"),
  "photo-albums": () => import("@/features/site-content/albums/routes/albums-route"),
  "catering-files": () => import("@/features/site-content/catering/routes/catering-route"),
  "dining-blog": () => import("@/features/site-content/blog/routes/blog-route"),
  "directors-meetings": () => import("@/features/site-content/meetings/routes/meetings-route"),
  "dining-map": () => import("@/features/site-content/static-pages/routes/dining-map-route"),
  // visitor-forms
  surveys: () => import("@/features/visitor-forms/surveys/routes/surveys-route"),
  "get-answers-now": () => import("@/features/visitor-forms/help/routes/help-route"),
  help: () => import("@/features/visitor-forms/help/routes/help-route"),
  feedback: () => import("@/features/visitor-forms/feedback/routes/feedback-route"),
  // menus
  "whats-on-the-menu": () => import("@/features/menus/menus/routes/menu-route"),
  "campus-map": () => import("@/features/menus/locations/routes/map-route"),
  "hours-of-operation": () => import("@/features/menus/hours/routes/hours-route"),
  // purchase: the purchase page with the checkout and subscription forms handed in
  "balance-tracker": () =>
    import("@/features/purchase/balance-tracker/routes/balance-tracker-route"),
  "meal-plan-purchase": () => import("./purchase-page"),
  // reservations
  reservations: () => import("@/features/reservations/reservations/routes/reservations-route"),
};

// Its own chunk, as before this switch existed (the bundle report measures it).
const GenericSection = lazyNamed(
  () => import("@/features/site-content/sections/routes/section-route"),
  "Component",
);

// One lazy component per master slug, made once: a new one each render would remount the page.
const pages = new Map<string, Page>();
function pageFor(masterSlug: string): Page | undefined {
  const load = Object.hasOwn(sectionPages, masterSlug) ? sectionPages[masterSlug] : undefined;
  if (!load) return undefined;
  let page = pages.get(masterSlug);
  if (!page) {
    page = lazyNamed(load, "Component");
    pages.set(masterSlug, page);
  }
  return page;
}

/**
 * /:site/:section: the page app/routes.ts names for the section's master slug, else the generic
 * section page (which also answers unknown sections with the not-found page).
 */
export function Component() {
  const site = useCurrentSite();
  const { section: slug = "" } = useParams();
  const section = findSection(site.section_list, slug, site.extra_nav);
  const Page = section?.master_slug ? pageFor(section.master_slug) : undefined;
  return <Suspense fallback={<PageLoading />}>{Page ? <Page /> : <GenericSection />}</Suspense>;
}
