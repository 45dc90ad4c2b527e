/**
 * Map tiles are configurable per deployment: a deployment may set
 * `window.DINE_ON_CAMPUS_CONFIG = { mapTileUrl, mapAttribution }` before the app loads;
 * otherwise OpenStreetMap's standard tiles are used.
 */
export interface TileConfig {
  url: string;
  attribution: string;
}

export const OSM_TILES: TileConfig = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

interface WindowConfig {
  mapTileUrl?: unknown;
  mapAttribution?: unknown;
}

export function tileConfig(source: unknown = globalThis): TileConfig {
  const config = (source as { DINE_ON_CAMPUS_CONFIG?: WindowConfig }).DINE_ON_CAMPUS_CONFIG;
  const url =
    typeof config?.mapTileUrl === "string" && config.mapTileUrl ? config.mapTileUrl : OSM_TILES.url;
  const attribution =
    typeof config?.mapAttribution === "string" ? config.mapAttribution : OSM_TILES.attribution;
  return { url, attribution };
}

/** The origin tiles come from (placeholders such as {s} and {z} filled), or null if none. */
export function tileOrigin(url: string): string | null {
  try {
    const origin = new URL(url.replace(/\{[^}]*\}/g, "a")).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
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
