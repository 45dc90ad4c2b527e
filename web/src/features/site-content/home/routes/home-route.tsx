import { useDeferredValue } from "react";
import { useCurrentSite } from "@/lib/current-site";
import { useHomeTiles } from "../api/use-home-tiles";
import { Carousel } from "../components/carousel";
import { ClubEatsWeekBanner } from "../components/club-eats-week-banner";
import { type ExternalTiles, HomeTile } from "../components/home-tiles";
import { LandingModal } from "../components/landing-modal";
import { visibleTiles } from "../lib/visible-tiles";

/**
 * /:site, the site home (requirements: public-browsing §2 Home page). The app layer hands in the tiles
 * other features build (app/home-page.tsx); every tile reads the one home_tiles call.
 */
export function HomePage({ externalTiles = {} }: { externalTiles?: ExternalTiles }) {
  const site = useCurrentSite();
  const tiles = visibleTiles(site);
  const { data: loaded, error } = useHomeTiles(site.prelaunch ? null : site.id);
  // SWR hands the tiles over in a synchronous render; deferred, they render as a transition, in
  // slices the browser can interleave with input (docs/decisions/web-first-paint.md).
  const data = useDeferredValue(loaded);
  return (
    <>
      <title>{`Dine On Campus at ${site.name}`}</title>
      {site.prelaunch ? (
        <section className="prelaunch" aria-labelledby="prelaunch-title">
          <h1 id="prelaunch-title">{site.name}</h1>
          <p className="prelaunch__note">Coming soon</p>
        </section>
      ) : (
        <div className="home">
          <h1>{site.name} Dining</h1>
          {site.club_eats_week ? <ClubEatsWeekBanner siteId={site.id} /> : null}
          <Carousel site={site} />
          <div className="tile-grid" data-tiles={tiles.join(" ")}>
            {tiles.map((kind) => (
              <HomeTile
                key={kind}
                kind={kind}
                site={site}
                data={data}
                failed={Boolean(error)}
                external={externalTiles}
              />
            ))}
          </div>
          <LandingModal site={site} />
        </div>
      )}
    </>
  );
}

export function Component() {
  return <HomePage />;
}
