import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import * as z from "zod";

/**
 * While `npm start` runs, it leaves a small state file with the addresses of its servers, so
 * `npm run onboard` (another process, another terminal) can find the running stack with no
 * environment variables. The file is removed when the stack stops.
 */
export const stateFileIn = (dataDir: string): string => join(dataDir, "local-stack.json");

/** Where `npm start` (data in `.data/`) writes it. */
export const DEFAULT_STATE_FILE = stateFileIn(resolve(import.meta.dirname, "../../.data"));

/**
 * Points `npm run onboard` at another stack's state file. Only tests set it: their stack
 * writes its file into a temporary folder, beside a developer's running `npm start`.
 */
export const STATE_FILE_VARIABLE = "LOCAL_STACK_STATE_FILE";

export const stackStateSchema = z.object({
  pid: z.number().int().positive(),
  startedAt: z.string(),
  url: z.url(),
  dynamoEndpoint: z.url(),
  s3Endpoint: z.url(),
  /** Local SES, where `npm run billing` sends its mail (optional: older state files lack it). */
  sesEndpoint: z.url().optional(),
  tableName: z.string().min(1),
  filesBucket: z.string().min(1),
  region: z.string().min(1),
});

export type StackState = z.infer<typeof stackStateSchema>;

export function stateFilePath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[STATE_FILE_VARIABLE];
  return fromEnv ? resolve(fromEnv) : DEFAULT_STATE_FILE;
}

export function writeStackState(path: string, state: StackState): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}

/** Removes the file only if it still describes this process (a newer stack may own it). */
export function removeStackState(path: string, pid = process.pid): void {
  try {
    const state = stackStateSchema.parse(JSON.parse(readFileSync(path, "utf8")));
    if (state.pid !== pid) return;
  } catch {
    // Unreadable or already gone: nothing of ours to keep.
  }
  rmSync(path, { force: true });
}
