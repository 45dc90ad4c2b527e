import { type ReactNode, Suspense, useDeferredValue } from "react";
import { type Key, SWRConfig, unstable_serialize } from "swr";
import { hoursTileKey } from "@/features/menus/hours/api/use-hours-tile";
import { HoursTile } from "@/features/menus/hours/components/hours-tile";
import { locationStatusKey } from "@/features/menus/locations/api/use-location-status";
import { WhatsOpenTile } from "@/features/menus/locations/components/whats-open-tile";
import { useHomeTiles } from "@/features/site-content/home/api/use-home-tiles";
import type { ExternalTiles } from "@/features/site-content/home/components/home-tiles";
import { HomePage } from "@/features/site-content/home/routes/home-route";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { CampusHomeJsonLd } from "@/lib/open-data/json-ld";

/**
 * The Hours and What's Open tiles fetch their own route; on the home page their data comes
 * with sites/home_tiles, so it is handed to them as SWR fallback and they do not fetch
 * (docs/decisions/public-site.md: the home page makes at most three API calls).
 */
function Seeded({ entry, value, children }: { entry: Key; value: unknown; children: ReactNode }) {
  return (
    <SWRConfig
      value={{
        fallback: { [unstable_serialize(entry)]: value },
        revalidateOnMount: false,
        revalidateOnFocus: false,
        revalidateOnReconnect: false,
      }}
    >
      {children}
    </SWRConfig>
  );
}

// The Recharge tile's react-aria button: its own chunk, fetched after the home page renders
// (its form, with zod, only when a visitor reaches for it: recharge-tile.tsx).
const RechargeTile = lazyNamed(
  () => import("@/features/purchase/purchase/components/recharge-tile"),
  "RechargeTile",
);

const externalTiles: ExternalTiles = {
  recharge: () => (
    // The tile's box while its chunk loads, so the tiles after it do not move (CLS).
    <Suspense fallback={<div className="tile tile--recharge" aria-hidden="true" />}>
      <RechargeTile />
    </Suspense>
  ),
  hours: (data, siteId) => (
    <Seeded entry={hoursTileKey(siteId)} value={data.hours}>
      <HoursTile />
    </Seeded>
  ),
  whats_open: (data, siteId) => (
    <Seeded entry={locationStatusKey(siteId)} value={data.status}>
      <WhatsOpenTile />
    </Seeded>
  ),
};

/**
 * The campus and its locations as schema.org data (docs/open-data.md), from the home_tiles call
 * the page makes anyway (the same SWR key: no request of its own).
 */
function HomeJsonLd() {
  const site = useCurrentSite();
  const { data: loaded } = useHomeTiles(site.prelaunch ? null : site.id);
  // Built with the tiles' deferred render, not in SWR's synchronous one (home-route.tsx).
  const data = useDeferredValue(loaded);
  return <CampusHomeJsonLd site={site} locations={data?.hours.locations ?? []} />;
}

/** /:site: the home feature with the tiles other features build (requirements: public-browsing §2). */
export function Component() {
  return (
    <>
      <HomePage externalTiles={externalTiles} />
      <HomeJsonLd />
    </>
  );
}
