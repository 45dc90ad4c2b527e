import { type CampusMapInput, campusMap } from "./campus-features";
import { writePmtiles } from "./pmtiles-writer";
import { vectorTiles } from "./vector-tiles";

/**
 * Zoom levels of the demo archives. The map opens at 16 (requirements: public-browsing §9) and
 * protomaps-leaflet draws display zoom z from data zoom z - 1, so 15 is the deepest needed;
 * from 10 a visitor can zoom out to the town around the campus.
 */
export const DEMO_ZOOMS = { min: 10, max: 15 } as const;

/** A campus's PMTiles archive of vector tiles, drawn from its campus file (campus-features.ts). */
export function campusArchive(campus: CampusMapInput): Uint8Array {
  const map = campusMap(campus);
  const tiles = vectorTiles(map.layers, map.bounds, DEMO_ZOOMS);
  return writePmtiles({
    tiles,
    bounds: map.bounds,
    center: [...map.center, 16],
    metadata: {
      name: `${campus.name} campus map`,
      description:
        "Buildings, paths and grounds drawn from the demo campus file by scripts/demo/generate-map-tiles.ts; not a survey.",
      attribution: `${campus.name} demo map`,
      type: "baselayer",
      format: "pbf",
      vector_layers: Object.keys(map.layers).map((id) => ({
        id,
        fields: { kind: "String", name: "String" },
        minzoom: DEMO_ZOOMS.min,
        maxzoom: DEMO_ZOOMS.max,
      })),
    },
  });
}
