import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import { ROOT } from "../../scripts/local/stack";
import { STATE_FILE_VARIABLE } from "../../scripts/local/stack-state";

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/<script>` through tsx the way a developer or campus IT runs it: a separate
 * process with nothing but PATH and HOME in its environment. The only pointer it gets is where
 * the stack's state file is (the test stack's, or a temporary path for "no stack running").
 */
export function runScript(script: string, args: string[], stateFile: string): Promise<ScriptRun> {
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? tmpdir(),
    [STATE_FILE_VARIABLE]: stateFile,
  };
  const tsx = resolve(ROOT, "node_modules", ".bin", "tsx");
  return new Promise((done, fail) => {
    const child = spawn(tsx, [`scripts/${script}`, ...args], { cwd: ROOT, env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", fail);
    child.once("close", (code) => done({ code, stdout, stderr }));
  });
}

/** What the user reads on stderr, minus Node's own runtime warnings. */
export const messageLines = (stderr: string) =>
  stderr
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => !/^\(node:\d+\)|^\(Use `node --trace-warnings/.test(line));
