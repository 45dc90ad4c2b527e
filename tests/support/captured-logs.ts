import { afterAll, beforeAll, vi } from "vitest";
import { type LogLevel, logger } from "../../functions/platform/logger";

/**
 * For a test file that asserts on what the handlers log (or proves secrets never reach the
 * logs): the handlers run in this process at DEBUG level while everything written to stdout and
 * stderr is kept in the returned list; afterwards the level the file started with (silent
 * under tests) is back.
 */
export function captureLogsAtDebug(): string[] {
  const written: string[] = [];
  let before: LogLevel = "SILENT";
  beforeAll(() => {
    before = logger.getLogLevel();
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
    logger.setLogLevel(before);
  });
  return written;
}
