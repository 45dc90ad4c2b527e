import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../../../scripts/local/app-server";
import { DEPLOYMENT_CONFIG_META } from "../../../shared/platform/deployment-config";
import { parseMapTileSource } from "../../../shared/platform/map-tiles";
import { securityHeaders } from "../../../shared/platform/security-headers";

// The local stack plays CloudFront (docs/decisions/map-tiles.md): its pages carry the map tile
// setting and its CSP admits exactly that source; /files answers byte ranges as S3 does.

const root = mkdtempSync(join(tmpdir(), "app-server-test-"));
const archive = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const mapTiles = parseMapTileSource({
  kind: "raster",
  url: "https://tiles.example.com/{z}/{x}/{y}.png",
  attribution: "© Example",
});
/** Just what the server asks of S3: one object. */
const s3 = {
  send: async (command: { input: { Key: string } }) => {
    if (command.input.Key !== "cedar-ridge/map/campus.pmtiles") {
      throw Object.assign(new Error("missing"), { name: "NoSuchKey" });
    }
    return { ETag: '"abc"', Body: { transformToByteArray: async () => new Uint8Array(archive) } };
  },
} as unknown as S3Client;
let server: Server;
let base = "";

beforeAll(async () => {
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, "index.html"),
    "<!doctype html><html><head><title>t</title></head></html>",
  );
  server = await startAppServer({
    port: 0,
    webRoot: root,
    api: async (_req, res) => void res.end("{}"),
    s3,
    filesBucket: "files",
    onError: () => undefined,
    mapTiles,
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(root, { recursive: true, force: true });
});

describe("the local stack's app server", () => {
  it("serves pages with the map tile setting and a CSP that admits its source", async () => {
    const page = await fetch(`${base}/cedarridge/campus-map`);
    expect(await page.text()).toContain(`<meta name="${DEPLOYMENT_CONFIG_META}" content="`);
    expect(page.headers.get("content-security-policy")).toBe(
      securityHeaders(mapTiles)["content-security-policy"],
    );
    expect(page.headers.get("content-security-policy")).toContain(
      "img-src 'self' data: https://tiles.example.com;",
    );
  });

  it("answers byte ranges of a file with 206, and a range past its end with 416", async () => {
    const url = `${base}/files/cedar-ridge/map/campus.pmtiles`;
    const part = await fetch(url, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect(part.headers.get("accept-ranges")).toBe("bytes");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...archive.subarray(10, 20)]);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(1000);
    const past = await fetch(url, { headers: { range: "bytes=5000-" } });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */1000");
    expect((await fetch(`${base}/files/cedar-ridge/map/none.pmtiles`)).status).toBe(404);
  });
});
