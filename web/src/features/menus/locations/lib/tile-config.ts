import { DEPLOYMENT_CONFIG_META } from "@shared/platform/deployment-config";
import { type MapTileSource, PLATFORM_TILES, parseMapTileSource } from "@shared/platform/map-tiles";

export { tileOrigins, tileUrlFor } from "@shared/platform/map-tiles";

type MetaReader = Pick<Document, "querySelector">;

/**
 * The deployment's map tiles (docs/decisions/map-tiles.md), from the config meta tag the page
 * was served with (shared/platform/deployment-config.ts); the platform's own campus archives when there
 * is none. A tag that does not parse falls back too: the map then still shows its markers.
 */
export function mapTileSource(doc: MetaReader | undefined = globalThis.document): MapTileSource {
  const content = doc
    ?.querySelector(`meta[name="${DEPLOYMENT_CONFIG_META}"]`)
    ?.getAttribute("content");
  if (!content) return PLATFORM_TILES;
  try {
    return parseMapTileSource((JSON.parse(content) as { mapTiles?: unknown }).mapTiles);
  } catch (error) {
    console.warn("Ignoring the page's map tile setting", error);
    return PLATFORM_TILES;
  }
}

/**
 * The attribution to show: the deployment's, else the one a campus archive carries in its
 * metadata (`attribution`, as tippecanoe, planetiler and `pmtiles extract` write it).
 */
export function attributionOf(source: MapTileSource, metadata: unknown): string {
  if (source.attribution) return source.attribution;
  const written = (metadata as { attribution?: unknown } | null)?.attribution;
  return typeof written === "string" ? written : "";
}

/** requirements: public-browsing §9: zoom 16; selected marker 66 px with z-index 100, others 44 px and 50. */
export const MAP_ZOOM = 16;
export const markerSize = (selected: boolean) => (selected ? 66 : 44);
export const markerZIndex = (selected: boolean) => (selected ? 100 : 50);

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
