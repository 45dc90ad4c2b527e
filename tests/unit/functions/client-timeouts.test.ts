import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { StandardRetryStrategy } from "@smithy/core/retry";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CLIENT_TIMEOUTS,
  RETRY_BACKOFF,
  worstCaseMs,
} from "../../../functions/platform/client-timeouts";
import { DYNAMO_CLIENT_CONFIG, documentClient } from "../../../functions/platform/dynamo";
import { sesMailer } from "../../../functions/platform/mailer";
import { LEASE_MS } from "../../../functions/platform/outbox/delivery";

/**
 * A stand-in endpoint on loopback that never answers the first `hang` requests (the socket stays
 * open, as with a stalled connection), then answers `body`.
 */
async function stallingEndpoint(hang: number, body: string) {
  let requests = 0;
  const stalled: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on("end", () => {
      requests += 1;
      if (requests <= hang) {
        stalled.push(res);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () => {
      for (const res of stalled) res.destroy();
      server.close();
    },
  };
}

describe("client timeouts", () => {
  it("throw on a request timeout (the handler only warns without throwOnRequestTimeout)", () => {
    for (const config of Object.values(CLIENT_TIMEOUTS)) {
      expect(config.requestHandler.throwOnRequestTimeout).toBe(true);
      expect(config.requestHandler.connectionTimeout).toBeLessThan(
        config.requestHandler.requestTimeout,
      );
      expect(config.maxAttempts).toBeGreaterThanOrEqual(2);
    }
  });

  it("keep DynamoDB's retry settings and add the timeouts", () => {
    expect(DYNAMO_CLIENT_CONFIG).toEqual({ ...CLIENT_TIMEOUTS.dynamodb, retryMode: "standard" });
  });

  it("add up: attempts × request timeout + the longest backoff between them", () => {
    expect(worstCaseMs(CLIENT_TIMEOUTS.dynamodb)).toBe(4 * 2_000 + 1_000 + 2_000 + 4_000);
    expect(worstCaseMs(CLIENT_TIMEOUTS.ses)).toBe(3 * 3_000 + 1_000 + 2_000);
    expect(worstCaseMs(CLIENT_TIMEOUTS.secretsManager)).toBe(2 * 1_500 + 1_000);
  });

  it("let a mail delivery (send, then mark sent) finish inside its lease", () => {
    expect(worstCaseMs(CLIENT_TIMEOUTS.ses) + worstCaseMs(CLIENT_TIMEOUTS.dynamodb)).toBeLessThan(
      LEASE_MS,
    );
  });
});

describe("the SDK's standard retry backoff", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("never waits longer than the worst case the budget assumes", async () => {
    vi.useFakeTimers();
    // The full jittered wait every time: the longest the strategy can choose.
    vi.spyOn(Math, "random").mockReturnValue(0.999_999);
    const { maxAttempts } = CLIENT_TIMEOUTS.dynamodb;
    const strategy = new StandardRetryStrategy(maxAttempts);
    let token = await strategy.acquireInitialRetryToken("dynamodb");
    let waited = 0;
    for (let retry = 0; retry < maxAttempts - 1; retry += 1) {
      const before = Date.now();
      const next = strategy.refreshRetryTokenForRetry(token, { errorType: "THROTTLING" });
      await vi.runAllTimersAsync();
      token = await next;
      waited += Date.now() - before;
    }
    const assumed = worstCaseMs(CLIENT_TIMEOUTS.dynamodb) - maxAttempts * 2_000;
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(assumed);
    expect(RETRY_BACKOFF.maxDelayMs).toBe(20_000);
  });
});

describe("a stalled AWS endpoint", () => {
  let dynamo: Awaited<ReturnType<typeof stallingEndpoint>>;
  let ses: Awaited<ReturnType<typeof stallingEndpoint>>;

  beforeAll(async () => {
    dynamo = await stallingEndpoint(1, JSON.stringify({ Item: { pk: { S: "p" } } }));
    ses = await stallingEndpoint(1, JSON.stringify({ MessageId: "m-1" }));
    // Read once by functions/platform/env.ts, at the first client built below.
    vi.stubEnv("TABLE_NAME", "unit-timeouts");
    vi.stubEnv("DYNAMODB_ENDPOINT", dynamo.url);
    vi.stubEnv("SES_ENDPOINT", ses.url);
    // AWS's limits, not the emulator's the local stack sets when this run also started one.
    vi.stubEnv("AWS_CLIENT_TIMEOUTS", "");
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    dynamo.close();
    ses.close();
  });

  it("costs a DynamoDB call one request timeout, then the retry answers", async () => {
    const started = performance.now();
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: "unit-timeouts", Key: { pk: "p", sk: "s" } }),
    );
    const elapsed = performance.now() - started;
    expect(Item).toEqual({ pk: "p" });
    expect(dynamo.requests()).toBe(2);
    const { requestTimeout } = CLIENT_TIMEOUTS.dynamodb.requestHandler;
    expect(elapsed).toBeGreaterThanOrEqual(requestTimeout - 50);
    expect(elapsed).toBeLessThan(requestTimeout + 1_500);
  });

  it("costs a mail one request timeout, then the retry sends it", async () => {
    const started = performance.now();
    await sesMailer.send({ to: ["a@example.edu"], subject: "s", text: "t" });
    const elapsed = performance.now() - started;
    expect(ses.requests()).toBe(2);
    const { requestTimeout } = CLIENT_TIMEOUTS.ses.requestHandler;
    expect(elapsed).toBeGreaterThanOrEqual(requestTimeout - 50);
    expect(elapsed).toBeLessThan(requestTimeout + 1_500);
  });
});
