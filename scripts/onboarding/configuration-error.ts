import { relative } from "node:path";

/**
 * Something to set or start before onboarding can run. `npm run onboard` prints its message,
 * one sentence naming what to do, and never a stack trace.
 */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

/** A path as the user would type it: relative when under the working folder. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith("..") ? rel : path;
}
