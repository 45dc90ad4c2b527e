import { describe, expect, it } from "vitest";
import { withDeploymentConfig } from "../../../shared/platform/deployment-config";
import {
  MapTileSourceError,
  PLATFORM_TILES,
  parseMapTileSource,
  tileCspSources,
  tileOrigins,
} from "../../../shared/platform/map-tiles";
import { cspDirectives } from "../../../shared/platform/security-headers";

// docs/decisions/map-tiles.md: one deployment setting, read the same by CDK, the local stack and
// the preview, from which the web app's tiles and the CSP both follow.

describe("the map tile setting", () => {
  it("defaults to each campus's own archive, which the CSP needs nothing more for", () => {
    for (const unset of [undefined, null, ""])
      expect(parseMapTileSource(unset)).toEqual(PLATFORM_TILES);
    expect(cspDirectives(PLATFORM_TILES)["img-src"]).toEqual(["'self'", "data:"]);
    expect(cspDirectives(PLATFORM_TILES)["connect-src"]).toEqual([
      "'self'",
      "https://api.stripe.com",
    ]);
  });

  it("admits a raster service's images, one origin per {s} subdomain", () => {
    const raster = parseMapTileSource({
      kind: "raster",
      url: "https://{s}.tiles.example.com/light/{z}/{x}/{y}{r}.png",
      attribution: "© Example",
    });
    expect(tileOrigins(raster)).toEqual([
      "https://a.tiles.example.com",
      "https://b.tiles.example.com",
      "https://c.tiles.example.com",
    ]);
    expect(cspDirectives(raster)["img-src"]).toEqual([
      "'self'",
      "data:",
      "https://a.tiles.example.com",
      "https://b.tiles.example.com",
      "https://c.tiles.example.com",
    ]);
    expect(cspDirectives(raster)["connect-src"]).not.toContain("https://a.tiles.example.com");
  });

  it("admits another origin's archives to range requests (connect-src), not images", () => {
    const cdn = parseMapTileSource(
      '{"kind":"pmtiles","url":"https://maps.example.edu/{site}.pmtiles","attribution":"© OSM"}',
    );
    expect(tileCspSources(cdn)).toEqual({ img: [], connect: ["https://maps.example.edu"] });
    expect(cspDirectives(cdn)["connect-src"]).toContain("https://maps.example.edu");
  });

  it.each([
    ["not JSON", "{kind: raster}", /not JSON/],
    ["not an object", 42, /must be an object/],
    [
      "an attribution that is not text",
      { kind: "pmtiles", url: "/a.pmtiles", attribution: 1 },
      /text/,
    ],
    ["no URL", { kind: "raster", attribution: "x" }, /needs a url/],
    [
      "plain http",
      { kind: "raster", url: "http://t.example/{z}/{x}/{y}.png", attribution: "x" },
      /https/,
    ],
    ["a protocol-relative URL", { kind: "pmtiles", url: "//t.example/a.pmtiles" }, /https/],
    [
      "no placeholders",
      { kind: "raster", url: "https://t.example/tile.png", attribution: "x" },
      /\{z\}/,
    ],
    ["no attribution", { kind: "raster", url: "https://t.example/{z}/{x}/{y}.png" }, /attribution/],
    [
      "an archive not named .pmtiles",
      { kind: "pmtiles", url: "/files/{site}/map/campus.mbtiles" },
      /\.pmtiles/,
    ],
    ["an unknown kind", { kind: "wms", url: "https://t.example/{z}/{x}/{y}" }, /kind/],
  ])("refuses %s with a sentence saying what to write", (_what, value, message) => {
    expect(() => parseMapTileSource(value)).toThrow(MapTileSourceError);
    expect(() => parseMapTileSource(value)).toThrow(message);
  });
});

describe("the deployment config in the page", () => {
  it("goes in the head as one meta tag, attribute-escaped, replacing an earlier one", () => {
    const config = {
      mapTiles: {
        kind: "raster",
        url: "https://t.example/{z}/{x}/{y}.png",
        attribution: '<a href="x">A & $1</a>',
      },
    } as const;
    const once = withDeploymentConfig(
      "<html><head><title>t</title></head><body></body></html>",
      config,
    );
    expect(once).toContain(
      '<meta name="dine-on-campus-config" content="{&quot;mapTiles&quot;:{&quot;kind&quot;:&quot;raster&quot;,&quot;url&quot;:&quot;https://t.example/{z}/{x}/{y}.png&quot;,&quot;attribution&quot;:&quot;&lt;a href=\\&quot;x\\&quot;&gt;A &amp; $1&lt;/a&gt;&quot;}}" />',
    );
    expect(withDeploymentConfig(once, config)).toBe(once);
    expect(() => withDeploymentConfig("<p>no head</p>", config)).toThrow(/head/);
  });
});
