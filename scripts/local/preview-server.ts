import { readdirSync, readFileSync } from "node:fs";
import {
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SPA_REWRITE_SOURCE } from "../../infra/constructs/spa-rewrite";
import { globMatches, pathPatternsOf } from "../../infra/edge-cache-paths";
import { isEdgeCached } from "../../shared/platform/api/cache";
import { withDeploymentConfig } from "../../shared/platform/deployment-config";
import { type MapTileSource, PLATFORM_TILES } from "../../shared/platform/map-tiles";
import { securityHeaders } from "../../shared/platform/security-headers";
import { routeList } from "../../shared/route-list";
import { SERVICE_WORKER_FILE } from "../../web/src/sw/cache-names";
import { CONTENT_TYPES } from "./content-types";

/**
 * `npm run preview`'s server: the production web build served the way CloudFront serves it
 * (infra/stacks/web-stack.ts), so page weight and Lighthouse figures measured here are the
 * ones visitors get. What it copies from production:
 * - the SPA rewrite: the very viewer-request function CloudFront runs (spa-rewrite.ts);
 * - Cache-Control as infra/constructs/web-deployment.ts writes it on the objects: HTML is
 *   revalidated on every load, everything else is content-hashed and immutable for a year;
 * - compression as CloudFront's CACHING_OPTIMIZED policy does it: brotli, else gzip, by
 *   Accept-Encoding, for text types from 1,000 bytes (precompressed here once at start);
 * - the security headers of every behaviour (shared/platform/security-headers.ts);
 * - HTTP/2 over TLS, as CloudFront answers browsers (`startSecurePreviewServer`, with a
 *   certificate made for localhost): over HTTP/1.1 a page's ~50 requests queue on six
 *   connections, which costs a slow phone more than anything else on the page;
 * - /v1/* and /files/* go to the local stack (scripts/local/stack.ts), uncached; public API
 *   reads are compressed as the public-reads behaviour's cache policy has CloudFront do
 *   (brotli/gzip enabled), every other API call passes as its CACHING_DISABLED behaviour
 *   leaves it.
 */

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/** CloudFront compresses text types only, and only files from 1,000 bytes to 10 MB. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".map", ".txt", ".svg"]);
const MIN_COMPRESS_BYTES = 1000;

/** Not deployed (web-deployment.ts excludes it), so not served either. */
const NOT_DEPLOYED = new Set(["meta.json"]);

interface StaticFile {
  body: Buffer;
  /** Brotli and gzip bodies; undefined for files CloudFront sends as they are. */
  encoded?: () => Encoded;
  type: string;
  cacheControl: string;
}

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

const compress = (body: Buffer): Encoded => ({
  br: brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }),
  gzip: gzipSync(body, { level: 9 }),
});

const spaRewrite = new Function(`${SPA_REWRITE_SOURCE}; return handler;`)() as (event: {
  request: { uri: string };
}) => { uri: string };

/** The object key CloudFront asks the bucket for, after the viewer-request function. */
export const rewrittenPath = (pathname: string): string =>
  spaRewrite({ request: { uri: pathname } }).uri;

/** The encoding CloudFront picks: brotli when the viewer accepts it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Reads and compresses the build once, as a deploy uploads it once. Source maps (13 MB, only
 * ever opened by developer tools) are compressed on their first request instead.
 */
export function loadBuild(
  webRoot: string,
  mapTiles: MapTileSource = PLATFORM_TILES,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const path of walk(webRoot)) {
    const key = `/${relative(webRoot, path).split(sep).join("/")}`;
    if (NOT_DEPLOYED.has(key.slice(1))) continue;
    const ext = extname(path);
    // Pages carry the deployment's config, as the deploy writes them (web-deployment.ts).
    const body =
      ext === ".html"
        ? Buffer.from(withDeploymentConfig(readFileSync(path, "utf8"), { mapTiles }))
        : readFileSync(path);
    const compressible = COMPRESSIBLE.has(ext) && body.length >= MIN_COMPRESS_BYTES;
    const file: StaticFile = {
      body,
      type: CONTENT_TYPES[ext] ?? "application/octet-stream",
      // The service worker is revalidated like the pages (web-deployment.ts).
      cacheControl: ext === ".html" || key === `/${SERVICE_WORKER_FILE}` ? REVALIDATE : IMMUTABLE,
    };
    if (compressible) {
      let encoded = ext === ".map" ? undefined : compress(body);
      file.encoded = () => {
        encoded ??= compress(body);
        return encoded;
      };
    }
    files.set(key, file);
  }
  return files;
}

export interface PreviewServerOptions {
  /** The production build (web/dist). */
  webRoot: string;
  /** The local stack serving /v1 and /files, e.g. `http://localhost:3000`. */
  upstream: string;
  /** 0 = any free port. */
  port: number;
  /** The stack's map tiles: the pages are told of them and the CSP admits them. */
  mapTiles?: MapTileSource;
}

type HeaderMap = Record<string, string>;

function serveStatic(
  files: Map<string, StaticFile>,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  security: HeaderMap,
): void {
  const file = files.get(rewrittenPath(pathname));
  if (!file) {
    // The bucket is private behind origin access control: a missing key is a 403 there.
    res.writeHead(403, { ...security, "content-type": "text/plain" }).end("Forbidden");
    return;
  }
  const compressible = file.encoded !== undefined;
  const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : undefined;
  const body = encoding && file.encoded ? file.encoded()[encoding] : file.body;
  res.writeHead(200, {
    ...security,
    "content-type": file.type,
    "content-length": body.length,
    "cache-control": file.cacheControl,
    ...(compressible ? { vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Per connection, not per message: HTTP/2 forbids them, and each hop sets its own. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

function withoutHopHeaders<T extends Record<string, unknown>>(headers: T): T {
  const copy = { ...headers };
  for (const name of Object.keys(copy)) {
    // HTTP/2's pseudo-headers (:method, :path, :authority, ...) are not headers to forward.
    if (name.startsWith(":") || HOP_BY_HOP.includes(name)) delete copy[name];
  }
  return copy;
}

/** The API paths CloudFront sends uncompressed: its uncached behaviours (web-stack.ts). */
const UNCACHED_API = pathPatternsOf(routeList, (route) => !isEdgeCached(route));

/** Whether CloudFront's public-reads behaviour, which compresses, answers this path. */
export const isPublicRead = (pathname: string): boolean =>
  pathname.startsWith("/v1/") && !UNCACHED_API.some((pattern) => globMatches(pattern, pathname));

/** A public read's answer as CloudFront forwards it: compressed when the viewer accepts it. */
function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  answer: IncomingMessage,
  body: Buffer,
  security: HeaderMap,
): void {
  const headers: Record<string, string | string[] | number | undefined> = {
    ...withoutHopHeaders(answer.headers),
    ...security,
  };
  const type = String(answer.headers["content-type"] ?? "");
  const compressible =
    !answer.headers["content-encoding"] &&
    /json|text|javascript/.test(type) &&
    body.length >= MIN_COMPRESS_BYTES;
  const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : undefined;
  const sent = encoding ? compress(body)[encoding] : body;
  if (compressible) headers.vary = "Accept-Encoding";
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = sent.length;
  res.writeHead(answer.statusCode ?? 502, headers);
  res.end(req.method === "HEAD" ? undefined : sent);
}

function proxy(
  upstream: URL,
  req: IncomingMessage,
  res: ServerResponse,
  security: HeaderMap,
): void {
  const pathname = new URL(req.url ?? "/", "http://preview").pathname;
  const publicRead = isPublicRead(pathname) && (req.method === "GET" || req.method === "HEAD");
  const headers = withoutHopHeaders(req.headers);
  // ALL_VIEWER_EXCEPT_HOST_HEADER: the origin sees its own host.
  delete headers.host;
  const forwarded = request(
    {
      hostname: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
    },
    (answer) => {
      if (publicRead) {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => sendCompressed(req, res, answer, Buffer.concat(chunks), security));
        return;
      }
      res.writeHead(answer.statusCode ?? 502, {
        ...withoutHopHeaders(answer.headers),
        ...security,
      });
      answer.pipe(res);
    },
  );
  forwarded.on("error", () => {
    if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
    res.end("Bad gateway");
  });
  req.pipe(forwarded);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function previewHandler(options: PreviewServerOptions): Handler {
  const files = loadBuild(options.webRoot, options.mapTiles);
  const upstream = new URL(options.upstream);
  const security = securityHeaders(options.mapTiles);
  return (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://preview").pathname;
    if (pathname.startsWith("/v1/") || pathname.startsWith("/files/")) {
      proxy(upstream, req, res, security);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(403, { ...security, "content-type": "text/plain" }).end("Forbidden");
      return;
    }
    serveStatic(files, req, res, pathname, security);
  };
}

function listen<T extends Server | Http2SecureServer>(server: T, port: number): Promise<T> {
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, "0.0.0.0", () => done(server));
  });
}

/** HTTP/1.1, for scripts and tools that would refuse a certificate made here. */
export function startPreviewServer(options: PreviewServerOptions): Promise<Server> {
  return listen(createServer(previewHandler(options)), options.port);
}

/**
 * HTTP/2 over TLS (HTTP/1.1 too, for clients that do not offer h2), as CloudFront answers
 * browsers. The certificate is made for localhost (scripts/local/self-signed.ts): a browser
 * warns once, and Lighthouse's Chromium is told to accept it.
 */
export function startSecurePreviewServer(
  options: PreviewServerOptions & { tls: { key: string; cert: string } },
): Promise<Http2SecureServer> {
  const handle = previewHandler(options);
  const server = createSecureServer({ ...options.tls, allowHTTP1: true }, (req, res) =>
    // The compatibility API mirrors IncomingMessage and ServerResponse in what the handler uses
    // (headers, method, url, pipe, writeHead, end, headersSent).
    handle(req as unknown as IncomingMessage, res as unknown as ServerResponse),
  );
  return listen(server, options.port);
}
