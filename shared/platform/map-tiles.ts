/**
 * Where the campus map's background comes from: one setting per deployment
 * (docs/decisions/map-tiles.md), read by the web app (web/src/features/menus/locations), the CSP
 * (shared/platform/security-headers.ts) in CloudFront, the local stack and the preview alike. Plain
 * data and functions: no zod, no Node APIs, no aws-cdk-lib.
 *
 * - `pmtiles`: one PMTiles archive of vector tiles per campus, drawn in the browser by
 *   protomaps-leaflet. `{site}` in the URL is the campus's site id. The default is the archive
 *   onboarding puts in the campus's own folder of the files bucket, so the map needs no third
 *   party and no visitor's position leaves the site.
 * - `raster`: a `{z}/{x}/{y}` image template (a commercial tile service the deployment has an
 *   agreement with), drawn by Leaflet's TileLayer.
 */
export type MapTileSource =
  | { kind: "pmtiles"; url: string; attribution?: string }
  | { kind: "raster"; url: string; attribution: string };

/** Where onboarding stores a campus's archive, under its site id (docs/onboarding.md). */
export const CAMPUS_MAP_ARCHIVE_KEY = "map/campus.pmtiles";

export const PLATFORM_TILES: MapTileSource = {
  kind: "pmtiles",
  url: `/files/{site}/${CAMPUS_MAP_ARCHIVE_KEY}`,
};

/** The error a deployment's setting gets: one sentence saying what to write. */
export class MapTileSourceError extends Error {
  override name = "MapTileSourceError";
}

const fail = (why: string): never => {
  throw new MapTileSourceError(
    `mapTiles: ${why}. Write {"kind":"pmtiles","url":"/files/{site}/${CAMPUS_MAP_ARCHIVE_KEY}"} or {"kind":"raster","url":"https://tiles.example.com/{z}/{x}/{y}.png","attribution":"..."}.`,
  );
};

/** Not `URL.canParse`: the web app still supports browsers older than it (Chrome 120). */
function urlOrNull(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** An https:// URL, or a path on the site's own origin. */
function checkUrl(url: string): void {
  if (url.startsWith("/") && !url.startsWith("//")) return;
  const parsed =
    urlOrNull(url.replace(/\{[^}]*\}/g, "0")) ??
    fail(`"${url}" is neither an https:// URL nor a path starting with /`);
  if (parsed.protocol !== "https:") fail(`"${url}" must be https://`);
}

/**
 * A deployment's setting (CDK context `mapTiles`, MAP_TILES for the local stack and the preview),
 * as JSON text or an object; undefined or empty means the platform's own archives.
 */
export function parseMapTileSource(value: unknown): MapTileSource {
  if (value === undefined || value === null || value === "") return PLATFORM_TILES;
  let raw: unknown = value;
  if (typeof value === "string") {
    try {
      raw = JSON.parse(value);
    } catch {
      return fail("is not JSON");
    }
  }
  if (raw === null || typeof raw !== "object") return fail("must be an object");
  const { kind, url, attribution } = raw as Record<string, unknown>;
  if (typeof url !== "string" || url === "") return fail("needs a url");
  if (attribution !== undefined && typeof attribution !== "string") {
    return fail("attribution must be text");
  }
  checkUrl(url);
  if (kind === "pmtiles") {
    // protomaps-leaflet reads a URL as an archive only when its path ends in .pmtiles.
    if (!new URL(url, "https://site.invalid").pathname.endsWith(".pmtiles")) {
      return fail(`the archive URL "${url}" must end in .pmtiles`);
    }
    return attribution === undefined ? { kind, url } : { kind, url, attribution };
  }
  if (kind === "raster") {
    if (!["{z}", "{x}", "{y}"].every((part) => url.includes(part))) {
      return fail(`the tile URL "${url}" needs {z}, {x} and {y}`);
    }
    // Tile services' terms require naming them; an empty attribution is a deployment mistake.
    if (!attribution) return fail("a raster tile service needs its attribution");
    return { kind, url, attribution };
  }
  return fail('kind must be "pmtiles" or "raster"');
}

/** The URL the browser fetches for one campus: `{site}` becomes its site id. */
export const tileUrlFor = (source: MapTileSource, siteId: string): string =>
  source.url.replaceAll("{site}", encodeURIComponent(siteId));

/** Leaflet's default `{s}` subdomains. */
const SUBDOMAINS = ["a", "b", "c"];

/**
 * The origins tiles come from, placeholders filled: one per `{s}` subdomain Leaflet rotates
 * through (a CSP `*.` wildcard would also admit every other subdomain); none when they are the
 * site's own.
 */
export function tileOrigins(source: MapTileSource): string[] {
  if (source.url.startsWith("/") && !source.url.startsWith("//")) return [];
  const origins = (source.url.includes("{s}") ? SUBDOMAINS : ["a"]).map(
    (subdomain) =>
      new URL(source.url.replaceAll("{s}", subdomain).replace(/\{[^}]*\}/g, "0")).origin,
  );
  return [...new Set(origins)];
}

/**
 * What the CSP must add for the source: a raster service's images (`img-src`), an archive on
 * another origin's range requests (`connect-src`); nothing for the site's own archives.
 */
export function tileCspSources(source: MapTileSource): { img: string[]; connect: string[] } {
  const origins = tileOrigins(source);
  return source.kind === "raster" ? { img: origins, connect: [] } : { img: [], connect: origins };
}
