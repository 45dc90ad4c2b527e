import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { GetObjectCommand, NoSuchKey, type S3Client } from "@aws-sdk/client-s3";
import { withDeploymentConfig } from "../../shared/platform/deployment-config";
import { type MapTileSource, PLATFORM_TILES } from "../../shared/platform/map-tiles";
import { securityHeaders } from "../../shared/platform/security-headers";
import { byteRange } from "./byte-range";
import { CONTENT_TYPES } from "./content-types";

export interface AppServerOptions {
  port: number;
  webRoot: string;
  api: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  s3: S3Client;
  filesBucket: string;
  onError: (error: unknown) => void;
  /** The map tiles the pages are told of and the CSP admits (shared/platform/map-tiles.ts). */
  mapTiles?: MapTileSource;
}

/**
 * Plays CloudFront locally: `/v1/*` goes to the API adapter, `/files/*` to the files bucket,
 * everything else to the web bundle with the SPA fallback to index.html.
 */
export function startAppServer(options: AppServerOptions): Promise<Server> {
  const root = resolve(options.webRoot);

  const serveFile = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    let key: string;
    try {
      key = decodeURIComponent(pathname.slice("/files/".length));
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    // Like CloudFront (read on files/* only, no ListBucket), a folder or the bucket root is
    // not an object and never a listing.
    if (key === "" || key.endsWith("/")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    try {
      const object = await options.s3.send(
        new GetObjectCommand({ Bucket: options.filesBucket, Key: key }),
      );
      const body = Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array()));
      const headers = {
        "content-type":
          object.ContentType ?? CONTENT_TYPES[extname(key)] ?? "application/octet-stream",
        "cache-control": "public, max-age=300",
        "accept-ranges": "bytes",
        ...(object.ETag ? { etag: object.ETag } : {}),
      };
      // Byte ranges, as CloudFront and S3 serve them: a campus's map archive is read a few
      // kilobytes at a time (PMTiles), never whole.
      const range = byteRange(req.headers.range, body.length);
      if (range === "unsatisfiable") {
        res.writeHead(416, { ...headers, "content-range": `bytes */${body.length}` }).end();
        return;
      }
      if (range) {
        res.writeHead(206, {
          ...headers,
          "content-range": `bytes ${range.start}-${range.end}/${body.length}`,
          "content-length": range.end - range.start + 1,
        });
        res.end(body.subarray(range.start, range.end + 1));
        return;
      }
      res.writeHead(200, { ...headers, "content-length": body.length });
      res.end(body);
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      throw error;
    }
  };

  // Every page carries the deployment's config, as CloudFront's copy does (web-deployment.ts).
  const config = { mapTiles: options.mapTiles ?? PLATFORM_TILES };
  const sendPage = (res: ServerResponse, path: string) => {
    res.writeHead(200, { "content-type": CONTENT_TYPES[".html"], "cache-control": "no-cache" });
    res.end(withDeploymentConfig(readFileSync(path, "utf8"), config));
  };

  const serveStatic = (res: ServerResponse, pathname: string) => {
    const candidate = normalize(join(root, pathname));
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
      if (extname(candidate) === ".html") {
        sendPage(res, candidate);
        return;
      }
      const hashed = /\.[0-9a-z]{8,}\.(js|css)$/i.test(candidate);
      res.writeHead(200, {
        "content-type": CONTENT_TYPES[extname(candidate)] ?? "application/octet-stream",
        "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
      });
      createReadStream(candidate).pipe(res);
      return;
    }
    // Assets that do not exist are real 404s; page paths fall back to the SPA shell.
    if (extname(pathname) !== "") {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const index = join(root, "index.html");
    if (!existsSync(index)) {
      res.writeHead(503, { "content-type": "text/plain" }).end("The web app is still building.");
      return;
    }
    sendPage(res, index);
  };

  const headers = Object.entries(securityHeaders(config.mapTiles));
  const server = createServer((req, res) => {
    // CloudFront's response headers policy puts these on every response; so does this server.
    for (const [name, value] of headers) res.setHeader(name, value);
    let pathname: string;
    try {
      pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    } catch {
      // A request target such as `//[` is no URL at all; CloudFront answers 400 too.
      res.writeHead(400, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ status: "error", msg: "The request URL is malformed." }));
      return;
    }
    const work = pathname.startsWith("/v1/")
      ? options.api(req, res)
      : pathname === "/files" || pathname.startsWith("/files/")
        ? serveFile(req, res, pathname)
        : Promise.resolve(serveStatic(res, pathname));
    work.catch((error: unknown) => {
      options.onError(error);
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ status: "error", msg: "Something went wrong." }));
      } else res.end();
    });
  });
  return new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, "0.0.0.0", () => done(server));
  });
}
