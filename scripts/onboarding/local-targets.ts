import { readFile } from "node:fs/promises";
import { DescribeTableCommand } from "@aws-sdk/client-dynamodb";
import { HeadBucketCommand } from "@aws-sdk/client-s3";
import { type StackState, stackStateSchema } from "../local/stack-state";
import { createTargets, type OnboardTargets } from "./aws-clients";
import { ConfigurationError, displayPath } from "./configuration-error";

const PROBE_TIMEOUT_MS = 5_000;

async function readState(path: string): Promise<StackState> {
  const shown = displayPath(path);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new ConfigurationError(
        `No local stack is running (${shown} does not exist): start one with \`npm start\` in another terminal, or pass --stage <stage> to onboard into AWS.`,
      );
    }
    throw new ConfigurationError(`Cannot read ${shown} (${(error as Error).message}).`);
  }
  try {
    return stackStateSchema.parse(JSON.parse(text));
  } catch {
    throw new ConfigurationError(
      `${shown} does not describe a local stack: delete it and start the stack again with \`npm start\`.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const MISSING = new Set(["ResourceNotFoundException", "NotFound", "NoSuchBucket"]);

/** One DescribeTable and one HeadBucket: the table and the bucket answer, so writes will. */
async function probe(targets: OnboardTargets, state: StackState, shown: string): Promise<void> {
  const abortSignal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const check = async (what: string, endpoint: string, send: () => Promise<unknown>) => {
    try {
      await send();
    } catch (error) {
      if (MISSING.has((error as Error).name)) {
        throw new ConfigurationError(
          `The local stack at ${state.url} has no ${what}: restart it with \`npm start\`.`,
        );
      }
      throw new ConfigurationError(
        `The local stack recorded in ${shown} does not answer at ${endpoint}: it was stopped without cleaning up, so start it again with \`npm start\` (or delete ${shown}).`,
      );
    }
  };
  await Promise.all([
    check(`table "${state.tableName}"`, state.dynamoEndpoint, () =>
      targets.db.send(new DescribeTableCommand({ TableName: state.tableName }), { abortSignal }),
    ),
    check(`files bucket "${state.filesBucket}"`, state.s3Endpoint, () =>
      targets.s3.send(new HeadBucketCommand({ Bucket: state.filesBucket }), { abortSignal }),
    ),
  ]);
}

export interface LocalTargets {
  targets: OnboardTargets;
  state: StackState;
}

/**
 * The stack `npm start` runs, found through the state file it keeps while running
 * (scripts/local/stack-state.ts). A file left by a stack that died is recognised: its
 * process is gone or its endpoints do not answer.
 */
export async function localStackTargets(stateFile: string): Promise<LocalTargets> {
  const shown = displayPath(stateFile);
  const state = await readState(stateFile);
  if (!isRunning(state.pid)) {
    throw new ConfigurationError(
      `${shown} is left from a local stack that is no longer running (process ${state.pid} has exited): start it again with \`npm start\`, or delete the file.`,
    );
  }
  const targets = createTargets({
    tableName: state.tableName,
    bucket: state.filesBucket,
    region: state.region,
    dynamoEndpoint: state.dynamoEndpoint,
    s3Endpoint: state.s3Endpoint,
  });
  try {
    await probe(targets, state, shown);
  } catch (error) {
    targets.close();
    throw error;
  }
  return { targets, state };
}
