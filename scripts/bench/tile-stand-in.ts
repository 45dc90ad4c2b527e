import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { solidPng } from "../../functions/pass/solid-png";
import { selfSignedCertificate } from "../local/self-signed";

/**
 * The campus map's tile server for Lighthouse: this machine reaches no network but the package
 * registries, so tile.openstreetmap.org fails to resolve and Chromium logs each failed tile as a
 * console error, which Lighthouse's best-practices category counts against the map page though
 * no visitor's browser would log it. Chromium is pointed here instead (`--host-resolver-rules`);
 * every tile is the same plain 256 px PNG in OpenStreetMap's land colour, so the page loads what
 * a visitor's does: 256 px images from the tile host, allowed by the same CSP, over HTTP/2 and
 * cached for a week as OpenStreetMap's tile servers send them.
 */
export const TILE_HOST = "tile.openstreetmap.org";
const OSM_LAND = "#f2efe9";

/** Serves the tile on a free port; `rule` is the Chromium flag that sends the tile host here. */
export async function startTileStandIn(): Promise<{ rule: string; stop: () => Promise<void> }> {
  const tile = solidPng(OSM_LAND, 256);
  const server: Http2SecureServer = createSecureServer(selfSignedCertificate(), (req, res) => {
    const isTile = /^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "");
    res.writeHead(isTile ? 200 : 404, {
      "content-type": isTile ? "image/png" : "text/plain",
      "cache-control": "public, max-age=604800",
    });
    res.end(isTile ? tile : "Not a tile");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    rule: `--host-resolver-rules=MAP ${TILE_HOST} 127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
