import { useCurrentSite } from "../../../lib/current-site";
import { visibleTiles } from "../lib/visible-tiles";

const DESCRIPTION = "Find what's open, what's on the menu, nutritional information and more.";

/** /:site, the site home (public-browsing §2 Home page). */
export function Component() {
  const site = useCurrentSite();
  return (
    <>
      <title>{`Dine On Campus at ${site.name}`}</title>
      <meta name="description" content={DESCRIPTION} />
      {site.prelaunch ? (
        <section className="prelaunch" aria-labelledby="prelaunch-title">
          <h1 id="prelaunch-title">{site.name}</h1>
          <p className="prelaunch__note">Coming soon</p>
        </section>
      ) : (
        <div className="home">
          <h1>{site.name} Dining</h1>
          {/* Tiles arrive in a later issue; the grid keeps their configured order. */}
          <div className="tile-grid" data-tiles={visibleTiles(site).join(" ")} />
        </div>
      )}
    </>
  );
}
