import { expect, vi } from "vitest";

/** Everything `run` writes to stdout, one entry per write, kept off the test's own output. */
export function capturedStdout(run: () => void): string[] {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: unknown) => {
    written.push(String(chunk));
    return true;
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return written;
}

/** Each write as the JSON record it holds; each must end its line, as log readers expect. */
export function jsonLines(written: string[]): Record<string, unknown>[] {
  return written.map((line) => {
    expect(line.endsWith("\n")).toBe(true);
    return JSON.parse(line) as Record<string, unknown>;
  });
}
