import { useDeferredValue, useEffect, useMemo, useRef } from "react";
import { Outlet, useLocation, useNavigate, useParams } from "react-router-dom";
import { PageSkeleton } from "@/components/page-skeleton";
import { CurrentSiteContext } from "@/lib/current-site";
import { NotFound } from "@/lib/not-found";
import { CampusAppLinks } from "@/lib/offline-app-links";
import { OfflineNotice } from "@/lib/offline-notice";
import { primeSiteInfo, useSiteInfo } from "@/lib/sites/get-site-info";
import { usePostUserAgent } from "@/lib/sites/post-user-agent";
import { useShellHandOver } from "../api/use-upcoming-events";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { NAV_ID } from "../components/site-nav";
import { SkipLinks } from "../components/skip-links";
import { canonicalPath } from "../lib/canonical-path";
import { buildNavItems } from "../lib/nav-items";
import { siteTheme } from "../lib/theme";

const MAIN_ID = "main-content";
/**
 * The spec gives the home page this description; every campus page carries it (React hoists
 * it into <head>), so no page of the site goes to search engines without one.
 */
const DESCRIPTION = "Find what's open, what's on the menu, nutritional information and more.";

/** The layout of every /:site page (requirements: public-browsing §2 Layout). */
export function Component() {
  const { site: slug } = useParams();
  const { data, error } = useSiteInfo(slug);
  const location = useLocation();
  const navigate = useNavigate();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(location.pathname);
  const site = data?.site;
  // The whole page's first render waits for the site: revealed in the background, in slices
  // (as ListState does; docs/web-app.md, First load).
  const revealed = useDeferredValue(site !== undefined);

  usePostUserAgent(site?.id);

  useEffect(() => {
    if (!data?.perform_redirect) return;
    void primeSiteInfo(data);
    const path = canonicalPath(location.pathname, data.site.slug);
    navigate(`${path}${location.search}${location.hash}`, { replace: true });
  }, [data, location, navigate]);

  // After a client-side navigation, screen readers start reading at the new content.
  useEffect(() => {
    if (location.pathname === shownPath.current) return;
    shownPath.current = location.pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const navItems = useMemo(() => (site ? buildNavItems(site) : []), [site]);
  const shell = useShellHandOver();

  if (error) return <NotFound />;
  if (!data || !site || data.perform_redirect || !revealed) {
    return <PageSkeleton />;
  }
  return (
    <CurrentSiteContext.Provider value={site}>
      <meta name="description" content={DESCRIPTION} />
      <CampusAppLinks siteId={site.id} />
      <div className="site-layout" style={siteTheme(site)}>
        <SkipLinks navId={navItems.length > 0 ? NAV_ID : null} mainId={MAIN_ID} />
        <SiteHeader site={site} logoExists={data.logo_exists} navItems={navItems} />
        <OfflineNotice />
        <main id={MAIN_ID} ref={mainRef} className="site-main" tabIndex={-1}>
          <Outlet context={shell} />
        </main>
        <SiteFooter site={site} />
      </div>
    </CurrentSiteContext.Provider>
  );
}
