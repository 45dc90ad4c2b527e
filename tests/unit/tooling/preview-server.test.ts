import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { connect, type Http2SecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chooseEncoding,
  IMMUTABLE,
  isPublicRead,
  rewrittenPath,
  startPreviewServer,
  startSecurePreviewServer,
} from "../../../scripts/local/preview-server";
import { selfSignedCertificate } from "../../../scripts/local/self-signed";
import {
  DEFAULT_DEPLOYMENT_CONFIG,
  withDeploymentConfig,
} from "../../../shared/platform/deployment-config";
import { parseMapTileSource } from "../../../shared/platform/map-tiles";
import { securityHeaders } from "../../../shared/platform/security-headers";

// `npm run preview` must answer as CloudFront does, or its page weight and Lighthouse
// figures (docs/benchmarks.md) say nothing about production.
const root = mkdtempSync(join(tmpdir(), "preview-test-"));
const script = `export const menu = ${JSON.stringify("x".repeat(4000))};\n`;
const index = `<!doctype html><html lang="en"><head><title>t</title></head><body>${"<p>shell</p>".repeat(200)}</body></html>`;
/** The shell as served: with the deployment's config, as the deploy writes it. */
const page = withDeploymentConfig(index, DEFAULT_DEPLOYMENT_CONFIG);
let upstream: Server;
let preview: Server;
let base = "";

const listen = (server: Server) =>
  new Promise<number>((done) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      done(typeof address === "object" && address ? address.port : 0);
    }),
  );

beforeAll(async () => {
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "assets", "main.ABC123.js"), script);
  writeFileSync(join(root, "assets", "tiny.DEF456.js"), "export {};\n");
  writeFileSync(join(root, "index.html"), index);
  writeFileSync(join(root, "meta.json"), "{}");
  writeFileSync(join(root, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  upstream = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    const padding = req.url?.includes("big=1") ? "y".repeat(5000) : undefined;
    res.end(JSON.stringify({ status: "success", path: req.url, method: req.method, padding }));
  });
  const upstreamPort = await listen(upstream);
  preview = await startPreviewServer({
    webRoot: root,
    upstream: `http://127.0.0.1:${upstreamPort}`,
    port: 0,
  });
  const address = preview.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  preview.closeAllConnections();
  await new Promise((done) => preview.close(done));
  await new Promise((done) => upstream.close(done));
  rmSync(root, { recursive: true, force: true });
});

// fetch() would decode the body and hide Content-Encoding; a raw request shows the wire.
async function raw(path: string, acceptEncoding?: string) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (done, fail) => {
      const req = request(`${base}${path}`, {
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on("error", fail);
      req.end();
    },
  );
}

describe("the production preview server", () => {
  it("serves brotli to browsers that accept it, gzip to the others, identity otherwise", async () => {
    const br = await raw("/assets/main.ABC123.js", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gzip = await raw("/assets/main.ABC123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await raw("/assets/main.ABC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("leaves files under 1,000 bytes uncompressed, as CloudFront does", async () => {
    const tiny = await raw("/assets/tiny.DEF456.js", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
  });

  it("caches hashed assets for a year and revalidates the HTML shell on every load", async () => {
    const asset = await raw("/assets/main.ABC123.js", "br");
    expect(asset.headers["cache-control"]).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe("public, max-age=31536000, immutable");
    const shell = await raw("/", "br");
    expect(shell.status).toBe(200);
    expect(shell.headers["cache-control"]).toBe("no-cache");
    expect(shell.headers["content-type"]).toMatch(/^text\/html/);
    expect(brotliDecompressSync(shell.body).toString()).toBe(page);
    // The service worker, unhashed at the root, is revalidated like the shell.
    expect((await raw("/sw.js")).headers["cache-control"]).toBe("no-cache");
  });

  it("rewrites client-side routes to the shell like the CloudFront function; files stay files", async () => {
    const route = await raw("/cedarridge/menu");
    expect(route.status).toBe(200);
    expect(route.headers["cache-control"]).toBe("no-cache");
    expect(route.body.toString()).toBe(page);
    expect((await raw("/assets/missing.js")).status).toBe(403);
    expect((await raw("/meta.json")).status).toBe(403);
    expect(rewrittenPath("/cedarridge/events")).toBe("/index.html");
    expect(rewrittenPath("/assets/app.js")).toBe("/assets/app.js");
  });

  it("sends CloudFront's security headers on pages, assets and API answers", async () => {
    for (const path of ["/", "/assets/main.ABC123.js", "/v1/sites/public"]) {
      const answer = await raw(path, "br");
      for (const [name, value] of Object.entries(securityHeaders())) {
        expect(answer.headers[name], `${name} on ${path}`).toBe(value);
      }
    }
  });

  it("passes /v1 to the local API untouched", async () => {
    const api = await raw("/v1/sites/public?x=1", "br");
    expect(api.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(api.body.toString())).toEqual({
      status: "success",
      path: "/v1/sites/public?x=1",
      method: "GET",
    });
  });

  it("compresses public API reads as the public-reads behaviour does, never other calls", async () => {
    const read = await raw("/v1/sites/cedarridge/info?big=1", "gzip, br");
    expect(read.headers["content-encoding"]).toBe("br");
    expect(read.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(brotliDecompressSync(read.body).toString()).padding).toHaveLength(5000);
    expect(read.headers["content-security-policy"]).toBe(
      securityHeaders()["content-security-policy"],
    );
    // A customer call goes through an uncached behaviour, which CloudFront does not compress.
    const customer = await raw("/v1/cart/fetch?big=1", "gzip, br");
    expect(customer.headers["content-encoding"]).toBeUndefined();
    expect(isPublicRead("/v1/sites/cedarridge/info")).toBe(true);
    expect(isPublicRead("/v1/customer/authenticate")).toBe(false);
  });

  it("tells the pages of the configured map tiles and lets the CSP admit them", async () => {
    const mapTiles = parseMapTileSource(
      '{"kind":"raster","url":"https://{s}.tiles.example.com/{z}/{x}/{y}.png","attribution":"Example"}',
    );
    const configured = await startPreviewServer({
      webRoot: root,
      upstream: "http://127.0.0.1:9",
      port: 0,
      mapTiles,
    });
    try {
      const address = configured.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const answer = await fetch(`http://127.0.0.1:${port}/cedarridge/campus-map`);
      expect(await answer.text()).toBe(withDeploymentConfig(index, { mapTiles }));
      const csp = answer.headers.get("content-security-policy") ?? "";
      expect(csp).toBe(securityHeaders(mapTiles)["content-security-policy"]);
      expect(csp).toContain(
        "img-src 'self' data: https://a.tiles.example.com https://b.tiles.example.com https://c.tiles.example.com;",
      );
    } finally {
      configured.closeAllConnections();
      await new Promise((done) => configured.close(done));
    }
  });

  it("picks encodings as CloudFront does", () => {
    expect(chooseEncoding("gzip, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe("the preview's HTTP/2 server (CloudFront answers browsers in HTTP/2)", () => {
  let secure: Http2SecureServer;
  let origin = "";

  beforeAll(async () => {
    const address = upstream.address();
    secure = await startSecurePreviewServer({
      webRoot: root,
      upstream: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
      port: 0,
      tls: selfSignedCertificate(),
    });
    const own = secure.address();
    origin = `https://localhost:${typeof own === "object" && own ? own.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((done) => secure.close(done));
  });

  /** One HTTP/2 session per call: answers :status, headers and the body as sent. */
  async function overHttp2(path: string, acceptEncoding = "br") {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      return await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
        const stream = session.request({ ":path": path, "accept-encoding": acceptEncoding });
        let headers: IncomingHttpHeaders = {};
        const chunks: Buffer[] = [];
        stream.on("response", (h) => {
          headers = h;
        });
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => done({ headers, body: Buffer.concat(chunks) }));
        stream.on("error", fail);
        stream.end();
      });
    } finally {
      session.close();
    }
  }

  it("serves the same shell, assets and API answers over HTTP/2, headers and encodings included", async () => {
    const shell = await overHttp2("/cedarridge/menu");
    expect(shell.headers[":status"]).toBe(200);
    expect(shell.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(shell.body).toString()).toBe(page);
    const asset = await overHttp2("/assets/main.ABC123.js", "gzip");
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe(IMMUTABLE);
    const api = await overHttp2("/v1/sites/public?x=1");
    expect(api.headers[":status"]).toBe(200);
    // The upstream's per-connection headers (connection, keep-alive) are not HTTP/2 headers.
    expect(api.headers.connection).toBeUndefined();
    expect(JSON.parse(api.body.toString())).toMatchObject({ path: "/v1/sites/public?x=1" });
    for (const [name, value] of Object.entries(securityHeaders())) {
      expect(api.headers[name], name).toBe(value);
    }
  });
});
