import { afterAll, beforeAll, vi } from "vitest";
import { logger } from "../../functions/platform/logger";

/**
 * For a test file that proves secrets never reach the logs: the handlers run in this process at
 * DEBUG level while everything written to stdout and stderr is kept in the returned list.
 */
export function captureLogsAtDebug(): string[] {
  const written: string[] = [];
  beforeAll(() => {
    logger.setLogLevel("DEBUG");
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    logger.setLogLevel("WARN");
  });
  return written;
}
