import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  MAP_ZOOM,
  markerSize,
  markerZIndex,
  OSM_TILES,
  tileConfig,
  tileOrigin,
} from "../../../web/src/features/locations/lib/tile-config";

describe("campus map configuration (requirements: public-browsing §9)", () => {
  it("uses OpenStreetMap unless the deployment names its own tiles", () => {
    expect(tileConfig({})).toEqual(OSM_TILES);
    expect(tileConfig({ DINE_ON_CAMPUS_CONFIG: { mapTileUrl: "" } })).toEqual(OSM_TILES);
    expect(
      tileConfig({
        DINE_ON_CAMPUS_CONFIG: {
          mapTileUrl: "https://tiles.example/{z}/{x}/{y}.png",
          mapAttribution: "Example",
        },
      }),
    ).toEqual({ url: "https://tiles.example/{z}/{x}/{y}.png", attribution: "Example" });
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

  it("finds the origin to preconnect to from a tile URL template, placeholders and all", () => {
    expect(tileOrigin(OSM_TILES.url)).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://{s}.tiles.example:8443/{z}/{x}/{y}.png")).toBe(
      "https://a.tiles.example:8443",
    );
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });
});
