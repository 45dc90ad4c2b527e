import type { Server } from "node:http";
import type { Http2SecureServer } from "node:http2";
import type { AddressInfo, Socket } from "node:net";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildWeb } from "./build-web";
import { MissingJavaError } from "./local/dynamodb-local";
import { startPreviewServer, startSecurePreviewServer } from "./local/preview-server";
import { selfSignedCertificate } from "./local/self-signed";
import { ROOT, startLocalStack } from "./local/stack";

/**
 * `npm run preview`: the production web build behind a CloudFront look-alike
 * (scripts/local/preview-server.ts) in front of the local stack with the demo campuses, in
 * memory. For measuring (page weight, Lighthouse, caching); `npm start` is for developing.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export interface Preview {
  url: string;
  stop: () => Promise<void>;
}

const portOf = (server: { address(): string | AddressInfo | null }, fallback: number) => {
  const address = server.address();
  return typeof address === "object" && address ? address.port : fallback;
};

/**
 * Builds web/dist for production, starts the stack and the preview servers in front of it:
 * HTTP/1.1 on `port` (`url`, for scripts) and HTTP/2 over TLS on `securePort` (`secureUrl`, as
 * CloudFront answers browsers; what Lighthouse measures).
 */
export async function startPreview(options: {
  port: number;
  securePort: number;
  log?: (line: string) => void;
}) {
  const log = options.log ?? (() => {});
  await (await buildWeb({ watch: false, production: true, log })).stop();
  // Links in mail point at the configured origin: the preview when its port is known.
  if (options.port) process.env.WEB_ORIGIN ??= `http://localhost:${options.port}`;
  const stack = await startLocalStack({
    port: 0,
    tableName: "preview",
    log,
    seed: async () => {
      const { onboardDemoCampuses } = await import("./onboarding/demo");
      await onboardDemoCampuses({ now: new Date(), log });
    },
  });
  const build = {
    webRoot: join(ROOT, "web", "dist"),
    upstream: stack.url,
    // The stack's map tiles (MAP_TILES), so the preview's pages and CSP match its own.
    mapTiles: stack.mapTiles,
  };
  let server: Server | undefined;
  let secure: Http2SecureServer;
  try {
    server = await startPreviewServer({ ...build, port: options.port });
    secure = await startSecurePreviewServer({
      ...build,
      port: options.securePort,
      tls: selfSignedCertificate(),
    });
  } catch (error) {
    server?.close();
    await stack.stop();
    throw error;
  }
  // An HTTP/2 server has no closeAllConnections: its sockets are closed one by one.
  const sockets = new Set<Socket>();
  secure.on("secureConnection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  return {
    url: `http://localhost:${portOf(server, options.port)}`,
    secureUrl: `https://localhost:${portOf(secure, options.securePort)}`,
    apiUrl: stack.apiUrl,
    mailUrl: stack.mailUrl,
    stop: async () => {
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        new Promise<void>((done) => server.close(() => done())),
        new Promise<void>((done) => secure.close(() => done())),
      ]);
      await stack.stop();
    },
  };
}

async function main(): Promise<void> {
  const preview = await startPreview({
    port: Number(process.env.PORT ?? 4173),
    securePort: Number(process.env.SECURE_PORT ?? 4443),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`
  Dine On Campus production preview (as CloudFront serves it)

    Web site      ${preview.url}/
    Over HTTP/2   ${preview.secureUrl}/   (certificate made here: the browser warns once)
    Sent mail     ${preview.mailUrl}/

  Demo campuses in memory: data is gone when this stops. Press Ctrl-C to stop.
`);
  const stop = async () => {
    await preview.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof MissingJavaError ? `\n  ${error.message}\n` : error);
    process.exit(1);
  });
}
