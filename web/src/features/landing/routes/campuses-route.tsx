import { Link } from "react-router-dom";
import { usePublicSites } from "@/lib/sites/list-public-sites";
import { sitePath } from "@/lib/url";
import { SitesFailed, SitesLoading } from "../components/sites-status";

/** "/campuses": every published campus as a plain list of links (requirements: public-browsing §2). */
export function Component() {
  const { data, error, isLoading } = usePublicSites();
  return (
    <main id="main-content" className="campuses page-narrow">
      <title>Campuses | Dine On Campus</title>
      <h1>Campuses</h1>
      {isLoading ? <SitesLoading /> : null}
      {error ? <SitesFailed /> : null}
      {data ? (
        <ul className="campus-list">
          {data.sites.map((site) => (
            <li key={site.id}>
              <Link to={sitePath(site.slug)}>{site.name}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </main>
  );
}
