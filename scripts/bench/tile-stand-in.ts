import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
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

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG of one colour. */
export function plainTile(rgb: [number, number, number] = [242, 239, 233]): Buffer {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, RGB, deflate, adaptive filter, no interlace
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Serves the tile on a free port; `rule` is the Chromium flag that sends the tile host here. */
export async function startTileStandIn(): Promise<{ rule: string; stop: () => Promise<void> }> {
  const tile = plainTile();
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
