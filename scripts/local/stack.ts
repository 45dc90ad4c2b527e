import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import type { Server } from "node:http";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import sesModule from "aws-ses-v2-local";
import S3rver from "s3rver";
import { type MapTileSource, parseMapTileSource } from "../../shared/platform/map-tiles";
import { routeList } from "../../shared/route-list";
import { startAppServer } from "./app-server";
import { ensureTable } from "./create-table";
import { startSupervisedDynamoDbLocal } from "./dynamodb-local";
import { importGroupHandler } from "./group-handler-module";
import { createApiAdapter, type LambdaHandler } from "./http-adapter";
import { startOutboxStream } from "./outbox-stream";
import { localSessionSecret } from "./session-key";
import { removeStackState, writeStackState } from "./stack-state";

// A CommonJS module whose default export arrives wrapped once more under Node's ESM loader.
const sesServer = (sesModule as unknown as { default?: typeof sesModule }).default ?? sesModule;

export const ROOT = resolve(import.meta.dirname, "../..");

export interface LocalStackOptions {
  /** Web and API port (3000 under `npm start`, 0 = any free port). */
  port: number;
  /** Persist data under this folder; omit for an in-memory table (tests). */
  dataDir?: string;
  tableName?: string;
  /** Called once the table exists, with whether it is empty, to onboard demo data. */
  seed?: (info: { created: boolean }) => Promise<void>;
  log?: (line: string) => void;
  /**
   * Write the stack's addresses here while it runs (scripts/local/stack-state.ts), so
   * `npm run onboard` in another process finds it; removed by `stop()`.
   */
  stateFile?: string;
  /**
   * DynamoDB Local died and could not be brought back: the stack cannot serve the API any
   * more. `npm start` prints the message and exits; the default logs it.
   */
  onFatal?: (error: Error) => void;
  /**
   * The map tiles the pages are told of and the CSP admits (shared/platform/map-tiles.ts); default: the
   * MAP_TILES environment variable (the JSON CDK's `mapTiles` takes), else each campus's own
   * archive from the files bucket.
   */
  mapTiles?: MapTileSource;
}

export interface LocalStack {
  url: string;
  apiUrl: string;
  mailUrl: string;
  filesUrl: string;
  dynamoEndpoint: string;
  tableName: string;
  /** The state file `npm run onboard` finds this stack by, when one was asked for. */
  stateFile?: string;
  /** The map tiles it serves pages with, for servers in front of it (the preview). */
  mapTiles: MapTileSource;
  stop(): Promise<void>;
}

/** A free TCP port on loopback; the OS picks it. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.closeAllConnections?.();
    server.close(() => done());
  });

/**
 * The whole platform on one machine, on the same code path as AWS: DynamoDB Local, local SES,
 * local S3 and the Lambda handlers behind the HTTP adapter. Environment variables are set
 * before any handler module loads, as the Lambda runtime would set them.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const tableName = options.tableName ?? "dine-on-campus";
  // Read before anything starts: a mistyped setting stops the stack with what to write.
  const mapTiles = options.mapTiles ?? parseMapTileSource(process.env.MAP_TILES);
  const [dynamoPort, sesPort, s3Port] = await Promise.all([freePort(), freePort(), freePort()]);

  const credentials = { accessKeyId: "local", secretAccessKey: "local" };
  let ddb: DynamoDBClient | undefined;
  const dynamo = await startSupervisedDynamoDbLocal({
    port: Number(process.env.DYNAMODB_PORT ?? dynamoPort),
    ...(options.dataDir ? { dbPath: join(options.dataDir, "dynamodb") } : {}),
    log,
    // An in-memory emulator comes back empty: the table at least must exist again.
    onRestart: async () => {
      if (ddb) await ensureTable(ddb, tableName);
    },
    onGiveUp: options.onFatal ?? ((error) => console.error(error.message)),
  });
  const ses = await sesServer({ host: "127.0.0.1", port: sesPort });
  // Without a data directory the files live for this run only: s3rver empties the folder on
  // close, and stop() removes it, so test runs leave no s3-<pid> folders behind.
  const s3Directory = options.dataDir
    ? join(options.dataDir, "s3")
    : join(ROOT, ".cache", `s3-${process.pid}`);
  const s3 = new S3rver({
    port: s3Port,
    address: "127.0.0.1",
    silent: true,
    directory: s3Directory,
    resetOnClose: !options.dataDir,
    configureBuckets: [{ name: "files" }],
  });
  await s3.run();

  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_CLIENT_TIMEOUTS: "emulator",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    SES_ENDPOINT: `http://127.0.0.1:${sesPort}`,
    FILES_BUCKET: "files",
    AWS_REGION: process.env.AWS_REGION ?? "us-east-1",
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? "local",
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? "local",
    SESSION_SECRET: localSessionSecret(options.dataDir),
    // Feedback captcha (functions/platform/captcha/altcha.ts): a fresh HMAC key per run and a small
    // proof of work, so browser tests solve it in well under a second.
    ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY ?? randomBytes(32).toString("hex"),
    ALTCHA_MAX_COUNTER: process.env.ALTCHA_MAX_COUNTER ?? "2000",
  });

  ddb = new DynamoDBClient({ endpoint: dynamo.endpoint, region: "us-east-1", credentials });
  const created = await ensureTable(ddb, tableName);
  // The outbox worker on the table's stream, as its event source mapping runs it in AWS.
  const outbox = startOutboxStream({ endpoint: dynamo.endpoint, tableName, log });
  const s3Client = new S3Client({
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: "us-east-1",
    forcePathStyle: true,
    // s3rver accepts only its own well-known key pair.
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  await s3Client.send(new CreateBucketCommand({ Bucket: "files" })).catch(() => undefined);
  await options.seed?.({ created });

  const handlers = new Map<string, Promise<unknown>>();
  const api = createApiAdapter(routeList, async (group) => {
    let loaded = handlers.get(group);
    if (!loaded) {
      loaded = importGroupHandler(group);
      handlers.set(group, loaded);
    }
    return ((await loaded) as { handler: LambdaHandler }).handler;
  });
  const app = await startAppServer({
    port: options.port,
    webRoot: join(ROOT, "web", "dist"),
    api,
    s3: s3Client,
    filesBucket: "files",
    onError: (error) => console.error("local server error", error),
    mapTiles,
  });
  const address = app.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://localhost:${port}`;
  // Links in mail (reservation cancel links) point at the configured origin, never at a
  // request's Host header; locally that is this server.
  process.env.WEB_ORIGIN ??= url;
  const { stateFile } = options;
  if (stateFile) {
    writeStackState(stateFile, {
      pid: process.pid,
      startedAt: new Date().toISOString(),
      url,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: `http://127.0.0.1:${s3Port}`,
      sesEndpoint: `http://127.0.0.1:${sesPort}`,
      tableName,
      filesBucket: "files",
      region: process.env.AWS_REGION ?? "us-east-1",
    });
  }

  return {
    url,
    apiUrl: `${url}/v1`,
    mailUrl: `http://127.0.0.1:${sesPort}`,
    filesUrl: `${url}/files`,
    dynamoEndpoint: dynamo.endpoint,
    tableName,
    ...(stateFile ? { stateFile } : {}),
    mapTiles,
    stop: async () => {
      if (stateFile) removeStackState(stateFile);
      await closeServer(app);
      await outbox.stop();
      await closeServer(ses);
      await s3.close().catch(() => undefined);
      if (!options.dataDir) await rm(s3Directory, { recursive: true, force: true });
      ddb?.destroy();
      s3Client.destroy();
      await dynamo.stop();
    },
  };
}
