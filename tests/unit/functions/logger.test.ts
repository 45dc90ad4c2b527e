import { afterEach, describe, expect, it, vi } from "vitest";
import { Logger, withInvocationContext } from "../../../functions/platform/logger";
import { capturedStdout, jsonLines } from "../../support/captured-stdout";

const captured = (run: () => void) => jsonLines(capturedStdout(run));

afterEach(() => vi.restoreAllMocks());

describe("the functions' logger", () => {
  it("writes one JSON line per entry with level, message, service and timestamp", () => {
    const log = new Logger("staff", "INFO");
    const [entry] = captured(() => log.info("request done", { routeKey: "GET /v1/x", ms: 4 }));
    expect(entry).toMatchObject({
      level: "INFO",
      message: "request done",
      service: "staff",
      routeKey: "GET /v1/x",
      ms: 4,
    });
    expect(Date.parse(String(entry?.timestamp))).not.toBeNaN();
  });

  it("drops entries below its level, and an unknown level is INFO", () => {
    const log = new Logger("staff", "LOUD");
    expect(captured(() => log.debug("hidden"))).toEqual([]);
    log.setLogLevel("WARN");
    expect(captured(() => log.info("hidden")).length).toBe(0);
    expect(captured(() => log.warn("shown")).map((e) => e.message)).toEqual(["shown"]);
  });

  it("writes nothing at all when SILENT, until a level is set again", () => {
    const log = new Logger("staff", "SILENT");
    expect(log.getLogLevel()).toBe("SILENT");
    expect(captured(() => log.error("hidden", { error: new Error("x") }))).toEqual([]);
    log.setLogLevel("DEBUG");
    expect(captured(() => log.debug("shown")).map((e) => e.level)).toEqual(["DEBUG"]);
  });

  it("keeps an error's name, message, stack and cause, which JSON.stringify would drop", () => {
    const log = new Logger("cart", "INFO");
    const error = new Error("outer", { cause: new TypeError("inner") });
    const [entry] = captured(() => log.error("unhandled error", { error }));
    expect(entry?.error).toMatchObject({
      name: "Error",
      message: "outer",
      stack: expect.stringContaining("outer"),
      cause: { name: "TypeError", message: "inner" },
    });
  });

  it("adds the invocation's request id and cold start until the invocation ends", () => {
    const log = new Logger("cart", "INFO");
    const middleware = withInvocationContext(log);
    const context = { functionName: "Cart", awsRequestId: "req-1" };
    const first = captured(() => {
      middleware.before({ context });
      log.info("one");
      middleware.after();
      log.info("between");
      middleware.before({ context: { ...context, awsRequestId: "req-2" } });
      log.info("two");
      middleware.onError();
    });
    expect(first.map((e) => [e.function_request_id, e.cold_start])).toEqual([
      ["req-1", true],
      [undefined, undefined],
      ["req-2", false],
    ]);
  });
});
