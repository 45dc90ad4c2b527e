import { GeoJSONVT, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { FeatureCollection } from "geojson";
import type { ArchiveTile } from "./pmtiles-writer";

/**
 * Mapbox Vector Tiles of some GeoJSON layers over a box, one per tile of each zoom level. Slicing
 * and clipping geometry into tiles (geojson-vt) and the MVT protobuf encoding (vt-pbf) are
 * MapLibre's maintained libraries, not code of ours: both are subtle (clipping at tile edges with
 * a buffer, zig-zag delta geometry commands) and what every web map reads must be exact.
 */

const EXTENT = 4096;

/** The x/y range of the tiles a box touches at zoom z (Web Mercator). */
export function tilesCovering(
  [west, south, east, north]: readonly [number, number, number, number],
  z: number,
): { x: number; y: number }[] {
  const n = 2 ** z;
  const x = (lon: number) => Math.floor(((lon + 180) / 360) * n);
  const y = (lat: number) => {
    const rad = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  };
  const tiles: { x: number; y: number }[] = [];
  for (let tx = x(west); tx <= x(east); tx++) {
    for (let ty = y(north); ty <= y(south); ty++) tiles.push({ x: tx, y: ty });
  }
  return tiles;
}

export function vectorTiles(
  layers: Record<string, FeatureCollection>,
  bounds: readonly [number, number, number, number],
  zooms: { min: number; max: number },
): ArchiveTile[] {
  const indexes = Object.entries(layers).map(
    ([name, features]) =>
      [
        name,
        new GeoJSONVT(features, {
          maxZoom: zooms.max,
          indexMaxZoom: zooms.max,
          indexMaxPoints: 0,
          extent: EXTENT,
        }),
      ] as const,
  );
  const tiles: ArchiveTile[] = [];
  for (let z = zooms.min; z <= zooms.max; z++) {
    for (const { x, y } of tilesCovering(bounds, z)) {
      const present: Record<string, GeoJSONVTTile> = {};
      for (const [name, index] of indexes) {
        const tile = index.getTile(z, x, y);
        if (tile && tile.features.length > 0) present[name] = tile;
      }
      if (Object.keys(present).length === 0) continue;
      tiles.push({ z, x, y, data: fromGeojsonVt(present, { version: 2, extent: EXTENT }) });
    }
  }
  return tiles;
}
