import type { Context } from "aws-lambda";
import { installSourceMappedStacks } from "./source-mapped-stacks";

// The stacks this logger prints point at the TypeScript sources (read from the map on first use).
installSourceMappedStacks();

// SILENT writes nothing: the tests' setup chooses it so that handler logs do not bury the
// report; a test that asserts on log lines raises the level while it captures them.
export type LogLevel = "DEBUG" | "INFO" | "WARN" | "ERROR" | "SILENT";
const RANK: Record<LogLevel, number> = {
  DEBUG: 10,
  INFO: 20,
  WARN: 30,
  ERROR: 40,
  SILENT: Number.POSITIVE_INFINITY,
};
const isLevel = (value: unknown): value is LogLevel =>
  typeof value === "string" && Object.hasOwn(RANK, value);

/** An Error's own fields, which JSON.stringify would drop. */
function plain(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  return {
    name: value.name,
    message: value.message,
    stack: value.stack,
    ...(value.cause !== undefined && depth < 3 ? { cause: plain(value.cause, depth + 1) } : {}),
  };
}

/**
 * One JSON line per entry on stdout, with the fields Powertools' logger wrote (level, message,
 * service, timestamp, the invocation's request id and cold start) and nothing more: this is
 * the part of Powertools the functions used, and Powertools cost every cold start ~21 KB and
 * ~4 ms CPU (docs/benchmarks.md, Lambda bundles). Request bodies, cookies and headers are never
 * logged: they may carry credentials or card data.
 */
export class Logger {
  private level: LogLevel;
  private invocation: Record<string, unknown> = {};
  private coldStart = true;

  constructor(
    private readonly service: string,
    level: string | undefined,
  ) {
    this.level = isLevel(level) ? level : "INFO";
  }

  setLogLevel(level: LogLevel): void {
    this.level = level;
  }

  /** The level now in force, so that a test raising it can put it back. */
  getLogLevel(): LogLevel {
    return this.level;
  }

  debug(message: string, extra?: Record<string, unknown>): void {
    this.write("DEBUG", message, extra);
  }
  info(message: string, extra?: Record<string, unknown>): void {
    this.write("INFO", message, extra);
  }
  warn(message: string, extra?: Record<string, unknown>): void {
    this.write("WARN", message, extra);
  }
  error(message: string, extra?: Record<string, unknown>): void {
    this.write("ERROR", message, extra);
  }

  /** The invocation's fields, added to every entry until `endInvocation`. */
  startInvocation(context: Partial<Context> | undefined): void {
    this.invocation = {
      cold_start: this.coldStart,
      ...(context?.functionName ? { function_name: context.functionName } : {}),
      ...(context?.awsRequestId ? { function_request_id: context.awsRequestId } : {}),
    };
    this.coldStart = false;
  }

  endInvocation(): void {
    this.invocation = {};
  }

  private write(
    level: Exclude<LogLevel, "SILENT">,
    message: string,
    extra?: Record<string, unknown>,
  ): void {
    if (RANK[level] < RANK[this.level]) return;
    const entry: Record<string, unknown> = {
      level,
      message,
      service: this.service,
      timestamp: new Date().toISOString(),
      ...this.invocation,
    };
    for (const [key, value] of Object.entries(extra ?? {})) entry[key] = plain(value);
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  }
}

/** One logger per Lambda (as in Powertools). */
export const logger = new Logger(
  process.env.POWERTOOLS_SERVICE_NAME ?? "dine-on-campus",
  process.env.LOG_LEVEL,
);

/** middy middleware: the invocation's request id and cold start on every entry it logs. */
export const withInvocationContext = (log: Logger = logger) => ({
  before: (request: { context: Partial<Context> | undefined }) => {
    log.startInvocation(request.context);
  },
  after: () => {
    log.endInvocation();
  },
  onError: () => {
    log.endInvocation();
  },
});
