import type { Feature, FeatureCollection, LineString, Polygon, Position } from "geojson";

/**
 * A demo campus's map drawn from what its campus file knows: the buildings that hold a mapped
 * location, walking paths between them, the campus grounds and a ring road. Layer names and
 * `kind`s follow the Protomaps basemap schema (earth, landuse, buildings, roads), so the same
 * style draws a demo archive and a real campus's extract of the Protomaps basemap alike
 * (web/src/features/menus/locations/components/campus-archive-layer.tsx).
 */

export interface CampusMapInput {
  name: string;
  buildings: readonly { id: string; name: string }[];
  locations: readonly {
    building_id?: string | null;
    address?: { lat: number; lon: number } | null;
  }[];
}

export type CampusLayers = Record<"earth" | "landuse" | "buildings" | "roads", FeatureCollection>;

export interface CampusMap {
  layers: CampusLayers;
  /** [west, south, east, north] of the ground drawn. */
  bounds: [number, number, number, number];
  center: [number, number];
}

const METRES_PER_DEGREE = 111_320;

/** Pads a box by metres (a degree of longitude shrinks with latitude). */
function padded(box: Box, metres: number): Box {
  const dLat = metres / METRES_PER_DEGREE;
  const dLon = metres / (METRES_PER_DEGREE * Math.cos((((box[1] + box[3]) / 2) * Math.PI) / 180));
  return [box[0] - dLon, box[1] - dLat, box[2] + dLon, box[3] + dLat];
}

type Box = [number, number, number, number];

const boxAround = (points: readonly Position[]): Box => [
  Math.min(...points.map((p) => p[0] as number)),
  Math.min(...points.map((p) => p[1] as number)),
  Math.max(...points.map((p) => p[0] as number)),
  Math.max(...points.map((p) => p[1] as number)),
];

const ring = ([w, s, e, n]: Box): Position[] => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];

const polygon = (box: Box, properties: Record<string, string>): Feature<Polygon> => ({
  type: "Feature",
  properties,
  geometry: { type: "Polygon", coordinates: [ring(box)] },
});

const line = (
  coordinates: Position[],
  properties: Record<string, string>,
): Feature<LineString> => ({
  type: "Feature",
  properties,
  geometry: { type: "LineString", coordinates },
});

const collection = (features: Feature[]): FeatureCollection => ({
  type: "FeatureCollection",
  features,
});

const centreOf = (box: Box): Position => [(box[0] + box[2]) / 2, (box[1] + box[3]) / 2];

/** Squared distance in metres, near enough on a campus. */
function distance(a: Position, b: Position): number {
  const dLat = ((b[1] as number) - (a[1] as number)) * METRES_PER_DEGREE;
  const dLon =
    ((b[0] as number) - (a[0] as number)) *
    METRES_PER_DEGREE *
    Math.cos(((a[1] as number) * Math.PI) / 180);
  return dLat * dLat + dLon * dLon;
}

/** Prim's minimum spanning tree: the shortest set of paths joining every place. */
function spanningPaths(places: readonly Position[]): [Position, Position][] {
  const joined = places.slice(0, 1);
  const waiting = places.slice(1);
  const paths: [Position, Position][] = [];
  while (waiting.length > 0) {
    let best: [number, number, number] = [0, 0, Number.POSITIVE_INFINITY];
    joined.forEach((from, i) => {
      waiting.forEach((to, j) => {
        const d = distance(from, to);
        if (d < best[2]) best = [i, j, d];
      });
    });
    const [from, to] = [joined[best[0]] as Position, waiting[best[1]] as Position];
    paths.push([from, to]);
    joined.push(to);
    waiting.splice(best[1], 1);
  }
  return paths;
}

/** An L-shaped path, as campus walks run, rather than a line across lawns and roofs. */
const walk = ([from, to]: [Position, Position]): Position[] => [
  from,
  [to[0] as number, from[1] as number],
  to,
];

export function campusMap(campus: CampusMapInput): CampusMap {
  const mapped = campus.locations.flatMap((location) =>
    location.address ? [{ building: location.building_id ?? null, address: location.address }] : [],
  );
  if (mapped.length === 0) throw new Error(`${campus.name} has no location on the map.`);
  const points = mapped.map(({ address }): Position => [address.lon, address.lat]);

  // A footprint around each building's locations; places outside a building (carts, trucks)
  // are joined by paths but have no walls.
  const footprints = campus.buildings.flatMap((building) => {
    const inside = mapped.filter((m) => m.building === building.id);
    if (inside.length === 0) return [];
    const box = padded(boxAround(inside.map(({ address }) => [address.lon, address.lat])), 40);
    return [{ name: building.name, box }];
  });
  const places = [
    ...footprints.map(({ box }) => centreOf(box)),
    ...mapped.filter((m) => m.building === null).map(({ address }) => [address.lon, address.lat]),
  ];

  const campusBox = boxAround(points);
  const grounds = padded(campusBox, 90);
  const road = padded(campusBox, 140);
  const ground = padded(campusBox, 600);
  return {
    layers: {
      earth: collection([polygon(ground, { kind: "earth" })]),
      landuse: collection([polygon(grounds, { kind: "university", name: campus.name })]),
      buildings: collection(
        footprints.map(({ name, box }) => polygon(box, { kind: "building", name })),
      ),
      roads: collection([
        line(ring(road), { kind: "minor_road" }),
        ...spanningPaths(places).map((pair) => line(walk(pair), { kind: "path" })),
      ]),
    },
    bounds: ground,
    center: centreOf(campusBox) as [number, number],
  };
}
