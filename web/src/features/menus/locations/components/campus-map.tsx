import { hasMarker } from "@shared/menus/location-rules";
import { divIcon } from "leaflet";
import { useEffect } from "react";
import { preconnect } from "react-dom";
import { MapContainer, Marker, TileLayer, useMap } from "react-leaflet";
import type { LocationItem } from "@/lib/locations/use-locations";
import {
  escapeHtml,
  MAP_ZOOM,
  mapTileSource,
  markerSize,
  markerZIndex,
  tileOrigins,
  tileUrlFor,
} from "../lib/tile-config";
import { CampusArchiveLayer } from "./campus-archive-layer";

// Read once: the deployment's setting is in the page it was served with and never changes.
const TILES = mapTileSource();

type Point = [number, number];

/** Centres the map once the chosen location's detail has loaded (requirements: public-browsing §4 Map). */
function CentreOn({ point }: { point: Point | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.setView(point, MAP_ZOOM);
  }, [map, point?.[0], point?.[1]]);
  return null;
}

function icon(name: string, selected: boolean) {
  const size = markerSize(selected);
  return divIcon({
    className: `map-marker${selected ? " map-marker--selected" : ""}`,
    html: `<span class="map-marker__pin" style="width:${size}px;height:${size}px"></span><span class="visually-hidden">${escapeHtml(name)}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
  });
}

/**
 * The Leaflet map with one marker per mappable location (requirements: public-browsing §2 Campus map), over
 * the deployment's map tiles: the campus's own archive by default (docs/decisions/map-tiles.md). The
 * page never depends on tiles: without them the markers, dropdown and detail still work.
 */
export function CampusMap({
  siteId,
  locations,
  selectedId,
  centre,
  onSelect,
}: {
  siteId: string;
  locations: readonly LocationItem[];
  selectedId: string | null;
  centre: Point | null;
  onSelect: (id: string) => void;
}) {
  const tileUrl = tileUrlFor(TILES, siteId);
  // Tiles from another origin: its connection is opened while the map mounts.
  for (const origin of tileOrigins(TILES)) preconnect(origin);
  const markers = locations.filter(hasMarker);
  const first = markers[0]?.address;
  const start: Point = centre ?? (first ? [first.lat, first.lon] : [39.83, -98.58]);
  return (
    <MapContainer center={start} zoom={MAP_ZOOM} className="campus-map" scrollWheelZoom={false}>
      {TILES.kind === "pmtiles" ? (
        <CampusArchiveLayer url={tileUrl} source={TILES} />
      ) : (
        // detectRetina: on a phone's 2-3x screen a 256 px tile drawn at 256 CSS px is blurred;
        // Leaflet then asks the next zoom level's tiles and draws each at 128 px.
        <TileLayer url={tileUrl} attribution={TILES.attribution} detectRetina />
      )}
      {markers.map((location) => {
        const selected = location.id === selectedId;
        const address = location.address;
        if (!address) return null;
        return (
          <Marker
            key={`${location.id}-${selected}`}
            position={[address.lat, address.lon]}
            icon={icon(location.name, selected)}
            zIndexOffset={markerZIndex(selected)}
            title={location.name}
            eventHandlers={{ click: () => onSelect(location.id) }}
          />
        );
      })}
      <CentreOn point={centre} />
    </MapContainer>
  );
}
