import { useNavigate } from "react-router-dom";
import { usePublicSites } from "@/lib/sites/list-public-sites";
import { sitePath } from "@/lib/url";
import { CampusList } from "../components/campus-list";
import { ProductHeader } from "../components/product-header";
import { SchoolPicker } from "../components/school-picker";
import { SitesFailed, SitesLoading } from "../components/sites-status";

/** "/": what Dine On Campus is, the school selector and every campus (requirements: public-browsing §2). */
export function Component() {
  const { data, error, isLoading } = usePublicSites();
  const navigate = useNavigate();
  return (
    <div className="product-layout">
      <title>Dine On Campus</title>
      <meta
        name="description"
        content="Find what's open, what's on the menu, nutritional information and more at your campus."
      />
      <ProductHeader />
      <main id="main-content" className="landing" tabIndex={-1}>
        <section className="landing-hero" aria-labelledby="landing-title">
          <h1 id="landing-title">Dine On Campus</h1>
          <p className="landing-hero__lead">
            What's open, what's on the menu and what's happening in your campus dining halls: hours,
            menus with allergens and nutrition, events and meal plans in one place.
          </p>
          <div className="landing-hero__picker">
            {isLoading ? <SitesLoading /> : null}
            {error ? <SitesFailed /> : null}
            {data ? (
              <SchoolPicker sites={data.sites} onSelect={(site) => navigate(sitePath(site.slug))} />
            ) : null}
          </div>
        </section>
        {data && data.sites.length > 0 ? (
          <section className="landing-campuses" aria-labelledby="landing-campuses">
            <h2 id="landing-campuses">Campuses</h2>
            <CampusList sites={data.sites} />
          </section>
        ) : null}
      </main>
    </div>
  );
}
