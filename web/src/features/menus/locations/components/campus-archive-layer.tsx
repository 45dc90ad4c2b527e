import type { MapTileSource } from "@shared/platform/map-tiles";
import * as L from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { attributionOf } from "../lib/tile-config";

/** Protomaps' light basemap colours, which the demo archives' layers follow too. */
const FLAVOR = "light";

/**
 * protomaps-leaflet subclasses the global `L.GridLayer` when a layer is made (it is written for
 * Leaflet's script build); Leaflet's ES module, which the app bundles, sets no global.
 */
function exposeLeaflet(): void {
  (globalThis as { L?: unknown }).L ??= L;
}

/**
 * The archive's header and metadata (two range requests, one when both fit in the first 16 KiB).
 * The reader and the renderer (~120 KB minified) load in chunks of their own, asked for while
 * the map and its markers already show, and never by a deployment with raster tiles; the
 * header is read while the renderer still downloads.
 */
async function openArchive(url: string) {
  const { PMTiles } = await import("pmtiles");
  const archive = new PMTiles(url);
  const [header, metadata] = await Promise.all([
    archive.getHeader(),
    archive.getMetadata().catch(() => null),
  ]);
  return { archive, header, metadata };
}

/**
 * The campus's own PMTiles archive as the map's background (docs/decisions/map-tiles.md): range
 * requests to the site's origin, vector tiles drawn on canvas by protomaps-leaflet, so the map
 * needs no third party. The header is read first: a campus without an archive keeps a plain
 * background under its markers instead of one failed request per tile.
 */
export function CampusArchiveLayer({ url, source }: { url: string; source: MapTileSource }) {
  const map = useMap();
  useEffect(() => {
    let layer: L.Layer | undefined;
    let cancelled = false;
    Promise.all([openArchive(url), import("protomaps-leaflet")])
      .then(([{ archive, header, metadata }, { leafletLayer }]) => {
        if (cancelled) return;
        exposeLeaflet();
        layer = leafletLayer({
          url: archive,
          flavor: FLAVOR,
          lang: "en",
          // Past the archive's deepest level its tiles are drawn larger, not asked for.
          maxDataZoom: header.maxZoom,
          attribution: attributionOf(source, metadata),
        }) as unknown as L.Layer;
        layer.addTo(map);
      })
      .catch(() => {
        // No archive for this campus (or it could not be read): the markers still work.
      });
    return () => {
      cancelled = true;
      if (layer) map.removeLayer(layer);
    };
  }, [map, url, source]);
  return null;
}
