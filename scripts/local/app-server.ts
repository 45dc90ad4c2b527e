import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { GetObjectCommand, NoSuchKey, type S3Client } from "@aws-sdk/client-s3";
import { securityHeaders } from "../../shared/security-headers";
import { CONTENT_TYPES } from "./content-types";

export interface AppServerOptions {
  port: number;
  webRoot: string;
  api: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  s3: S3Client;
  filesBucket: string;
  onError: (error: unknown) => void;
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
      res.writeHead(200, {
        "content-type":
          object.ContentType ?? CONTENT_TYPES[extname(key)] ?? "application/octet-stream",
        "cache-control": "public, max-age=300",
      });
      res.end(Buffer.from(await (object.Body?.transformToByteArray() ?? new Uint8Array())));
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
        return;
      }
      throw error;
    }
    void req;
  };

  const serveStatic = (res: ServerResponse, pathname: string) => {
    const candidate = normalize(join(root, pathname));
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
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
    res.writeHead(200, { "content-type": CONTENT_TYPES[".html"], "cache-control": "no-cache" });
    createReadStream(index).pipe(res);
  };

  const headers = Object.entries(securityHeaders());
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
