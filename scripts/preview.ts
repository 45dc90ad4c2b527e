import type { Server } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildWeb } from "./build-web";
import { MissingJavaError } from "./local/dynamodb-local";
import { startPreviewServer } from "./local/preview-server";
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

/** Builds web/dist for production, starts the stack and the preview server in front of it. */
export async function startPreview(options: { port: number; log?: (line: string) => void }) {
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
  let server: Server;
  try {
    server = await startPreviewServer({
      webRoot: join(ROOT, "web", "dist"),
      upstream: stack.url,
      port: options.port,
    });
  } catch (error) {
    await stack.stop();
    throw error;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    apiUrl: stack.apiUrl,
    mailUrl: stack.mailUrl,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await stack.stop();
    },
  };
}

async function main(): Promise<void> {
  const preview = await startPreview({
    port: Number(process.env.PORT ?? 4173),
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`
  Dine On Campus production preview (as CloudFront serves it)

    Web site      ${preview.url}/
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
