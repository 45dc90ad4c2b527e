import { lazy, Suspense } from "react";
import { useNavigate } from "react-router-dom";
import { usePublicSites } from "@/lib/sites/list-public-sites";
import { sitePath } from "@/lib/url";
import { SitesFailed, SitesLoading } from "../components/sites-status";

// The combo box (react-aria, ~55 KB gzipped) cannot be used before the list of sites arrives,
// so its download starts with this chunk and runs alongside GET sites/public instead of
// delaying the first paint of the page.
const comboBoxModule = import("../components/school-combo-box");
const SchoolComboBox = lazy(() => comboBoxModule.then((m) => ({ default: m.SchoolComboBox })));

/** "/": the school selector (requirements: public-browsing §2). */
export function Component() {
  const { data, error, isLoading } = usePublicSites();
  const navigate = useNavigate();
  return (
    <main id="main-content" className="landing page-narrow">
      <title>Dine On Campus</title>
      <h1>Dine On Campus</h1>
      {isLoading ? <SitesLoading /> : null}
      {error ? <SitesFailed /> : null}
      {data ? (
        <Suspense fallback={<SitesLoading />}>
          <SchoolComboBox sites={data.sites} onSelect={(site) => navigate(sitePath(site.slug))} />
        </Suspense>
      ) : null}
    </main>
  );
}
