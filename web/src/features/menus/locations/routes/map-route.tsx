import { Suspense, useDeferredValue, useState } from "react";
import { useParams } from "react-router-dom";
import { FailedState, LoadingState } from "@/components/load-state";
import { useCurrentSite } from "@/lib/current-site";
import { lazyNamed } from "@/lib/lazy-named";
import { LocationSelect, orderedLocations } from "@/lib/locations/location-select";
import { useLocations } from "@/lib/locations/use-locations";
import { SectionPage } from "@/lib/section-page";
import { useLocationDetail } from "../api/use-location-detail";
import { LocationDetail } from "../components/location-detail";

// Leaflet is loaded beside the page, so the dropdown and the detail never wait for it.
const CampusMap = lazyNamed(() => import("../components/campus-map"), "CampusMap");

export const MAP_LOADING = "Loading locations and campus map";
export const MAP_FAILED = "Sorry, we weren't able to find locations for this campus.";

/** /:site/campus-map (requirements: public-browsing §2 Campus map and locations). */
export function Component() {
  const site = useCurrentSite();
  const { section = "campus-map" } = useParams();
  const locations = useLocations(site.id, "for_map");
  // The list, the map and its markers render as a transition when the locations arrive, not
  // in SWR's synchronous render, and Leaflet starts in a task of its own after that render
  // (docs/decisions/web-first-paint.md).
  const list = useDeferredValue(locations.data);
  const [picked, setPicked] = useState<string | null>(null);
  const ordered = list ? orderedLocations(list) : [];
  const selected = ordered.find((l) => l.id === picked) ?? ordered[0] ?? null;
  const detail = useLocationDetail(site.id, selected?.id ?? null);
  const shown = detail.data?.location.id === selected?.id ? detail.data?.location : undefined;
  const centre: [number, number] | null = shown?.address
    ? [shown.address.lat, shown.address.lon]
    : null;
  return (
    <SectionPage slug={section}>
      <div className="map-page">
        {locations.error && <FailedState>{MAP_FAILED}</FailedState>}
        {!list && !locations.error && <LoadingState>{MAP_LOADING}</LoadingState>}
        {list && (
          <>
            <LocationSelect data={list} value={selected?.id ?? null} onChange={setPicked} />
            <div className="map-layout">
              <div className="map-frame">
                <Suspense fallback={<LoadingState>{MAP_LOADING}</LoadingState>}>
                  <CampusMap
                    siteId={site.id}
                    locations={ordered}
                    selectedId={selected?.id ?? null}
                    centre={centre}
                    onSelect={setPicked}
                  />
                </Suspense>
              </div>
              <div aria-live="polite">
                {detail.error && <FailedState>{MAP_FAILED}</FailedState>}
                {!shown && !detail.error && selected && <LoadingState>{MAP_LOADING}</LoadingState>}
                {shown && <LocationDetail location={shown} siteId={site.id} />}
              </div>
            </div>
          </>
        )}
      </div>
    </SectionPage>
  );
}
