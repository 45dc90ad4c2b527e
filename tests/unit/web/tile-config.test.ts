import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_DEPLOYMENT_CONFIG,
  DEPLOYMENT_CONFIG_META,
  withDeploymentConfig,
} from "../../../shared/platform/deployment-config";
import { PLATFORM_TILES } from "../../../shared/platform/map-tiles";
import { siteFileUrl } from "../../../shared/site-content/file-url";
import {
  attributionOf,
  escapeHtml,
  MAP_ZOOM,
  mapTileSource,
  markerSize,
  markerZIndex,
  tileOrigins,
  tileUrlFor,
} from "../../../web/src/features/menus/locations/lib/tile-config";

/** The meta tag's content as a browser hands it to the app (entities decoded). */
function pageWith(html: string): Pick<Document, "querySelector"> {
  const match = new RegExp(`<meta name="${DEPLOYMENT_CONFIG_META}" content="([^"]*)"`).exec(html);
  const content = match?.[1]
    ?.replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
  return {
    querySelector: (() =>
      content === undefined ? null : { getAttribute: () => content }) as never,
  };
}

const shell = "<!doctype html><html><head><title>t</title></head><body></body></html>";

describe("campus map configuration (requirements: public-browsing §9)", () => {
  it("uses each campus's own archive unless the deployment names other tiles", () => {
    expect(mapTileSource(undefined)).toEqual(PLATFORM_TILES);
    expect(mapTileSource(pageWith(shell))).toEqual(PLATFORM_TILES);
    expect(mapTileSource(pageWith(withDeploymentConfig(shell, DEFAULT_DEPLOYMENT_CONFIG)))).toEqual(
      PLATFORM_TILES,
    );
    const raster = {
      kind: "raster",
      url: "https://tiles.example.com/{z}/{x}/{y}.png",
      attribution: '&copy; <a href="https://tiles.example.com">"Tiles" & Co</a>',
    } as const;
    expect(mapTileSource(pageWith(withDeploymentConfig(shell, { mapTiles: raster })))).toEqual(
      raster,
    );
  });

  it("falls back to the campus archive when the page's setting does not parse", () => {
    const broken = `<head><meta name="${DEPLOYMENT_CONFIG_META}" content="{&quot;mapTiles&quot;:{&quot;kind&quot;:&quot;wms&quot;}}" /></head>`;
    // The page says why it ignored the setting, on the console where a developer looks.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(mapTileSource(pageWith(broken))).toEqual(PLATFORM_TILES);
      expect(warn).toHaveBeenCalledWith(
        "Ignoring the page's map tile setting",
        expect.objectContaining({ message: expect.stringContaining("mapTiles: needs a url") }),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("fetches the campus's archive from its own folder of the files bucket", () => {
    expect(tileUrlFor(PLATFORM_TILES, "cedar-ridge")).toBe(
      siteFileUrl("cedar-ridge", "map", "campus.pmtiles"),
    );
    expect(tileUrlFor(PLATFORM_TILES, "a/b")).toBe("/files/a%2Fb/map/campus.pmtiles");
    expect(tileOrigins(PLATFORM_TILES)).toEqual([]);
  });

  it("shows the deployment's attribution, else the archive's own", () => {
    expect(attributionOf(PLATFORM_TILES, { attribution: "© OpenStreetMap" })).toBe(
      "© OpenStreetMap",
    );
    expect(attributionOf({ ...PLATFORM_TILES, attribution: "Ours" }, { attribution: "x" })).toBe(
      "Ours",
    );
    expect(attributionOf(PLATFORM_TILES, null)).toBe("");
  });

  it("zooms to 16 with 66 px / z 100 for the selected marker and 44 px / z 50 for others", () => {
    expect(MAP_ZOOM).toBe(16);
    expect([markerSize(true), markerZIndex(true)]).toEqual([66, 100]);
    expect([markerSize(false), markerZIndex(false)]).toEqual([44, 50]);
  });

  it("escapes location names put into marker HTML", () => {
    expect(escapeHtml(`Tom & Jerry's <b>"Cafe"</b>`)).toBe(
      "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Cafe&quot;&lt;/b&gt;",
    );
  });
});
