import { usePublicSites } from "@/lib/sites/list-public-sites";
import { CampusList } from "../components/campus-list";
import { ProductHeader } from "../components/product-header";
import { SitesFailed, SitesLoading } from "../components/sites-status";

/** "/campuses": every published campus in its colours (requirements: public-browsing §2). */
export function Component() {
  const { data, error, isLoading } = usePublicSites();
  return (
    <div className="product-layout">
      <title>Campuses | Dine On Campus</title>
      <meta
        name="description"
        content="Every campus on Dine On Campus: pick yours to see its hours, menus and events."
      />
      <ProductHeader />
      <main id="main-content" className="landing" tabIndex={-1}>
        <h1>Campuses</h1>
        <p className="landing-hero__lead">Pick your campus to see its hours, menus and events.</p>
        {isLoading ? <SitesLoading /> : null}
        {error ? <SitesFailed /> : null}
        {data ? <CampusList sites={data.sites} /> : null}
      </main>
    </div>
  );
}
