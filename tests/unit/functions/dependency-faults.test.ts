import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  DynamoDBClient,
  DynamoDBServiceException,
  GetItemCommand,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
} from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { DYNAMO_CLIENT_CONFIG, documentClient } from "../../../functions/platform/dynamo";
import { RETRY_AFTER_SECONDS } from "../../../functions/platform/error-middleware";
import { createGroupHandler } from "../../../functions/platform/group-handler";
import { clearSiteCache } from "../../../functions/platform/site-cache";
import { defineRoute, routeKey } from "../../../shared/platform/api/route";
import { httpApiEvent, lambdaContext } from "../../fixtures/http-api-event";
import { captureLogsAtDebug } from "../../support/captured-logs";

// docs/security.md, "What the API promises": an overloaded or unreachable DynamoDB answers 503
// with Retry-After and the envelope, never a 500 and never the AWS error's name or detail.
vi.stubEnv("TABLE_NAME", "unit-secret-table");
const ddb = mockClient(DynamoDBDocumentClient);
const written = captureLogsAtDebug();

/** The log entries written since `from`, as records. */
const entriesSince = (from: number) =>
  written
    .slice(from)
    .join("")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const readRoute = defineRoute({
  operationId: "readThing",
  group: "things",
  method: "GET",
  path: "/v1/things",
  summary: "A site-scoped read",
  input: z.object({ site_id: z.string() }),
  output: z.object({ name: z.string() }),
  auth: "public",
  site: "published",
  example: { site_id: "cedar-ridge" },
});
const handler = createGroupHandler([readRoute] as const, {
  readThing: async (_input, ctx) => ({ name: (await ctx.site).name }),
});

async function call() {
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey: routeKey(readRoute),
    queryStringParameters: { site_id: "cedar-ridge" },
  };
  const result = await handler(event, lambdaContext);
  return {
    statusCode: result.statusCode,
    headers: result.headers ?? {},
    text: String(result.body),
    body: JSON.parse(String(result.body)),
  };
}

const meta = { $metadata: { httpStatusCode: 400 } };
const connectionRefused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:8000"), {
  code: "ECONNREFUSED",
});
const faults: [string, Error][] = [
  [
    "ProvisionedThroughputExceededException",
    new ProvisionedThroughputExceededException({ message: "Rate exceeded", ...meta }),
  ],
  ["RequestLimitExceeded", new RequestLimitExceeded({ message: "Too many requests", ...meta })],
  [
    "ThrottlingException",
    new DynamoDBServiceException({
      name: "ThrottlingException",
      $fault: "client",
      message: "Rate of requests exceeds the allowed throughput.",
      ...meta,
    }),
  ],
  ["connection refused", connectionRefused],
  ["a wrapped timeout", new Error("socket hang up", { cause: { code: "ETIMEDOUT" } })],
  [
    "a TimeoutError",
    Object.assign(new Error("Connection timed out after 1000 ms"), { name: "TimeoutError" }),
  ],
];

beforeEach(() => {
  ddb.reset();
  clearSiteCache();
});

describe("a DynamoDB fault that outlasts the retries", () => {
  it.each(faults)("%s answers 503 with Retry-After and the envelope", async (_name, fault) => {
    ddb.on(GetCommand).rejects(fault);
    const from = written.length;
    const { statusCode, headers, body, text } = await call();
    expect(statusCode).toBe(503);
    expect(headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(body).toEqual({
      status: "error",
      msg: "This service is not available right now. Please try again later.",
    });
    expect(text).not.toMatch(/Exception|Exceeded|ECONN|ETIMEDOUT|Error|unit-secret-table/);
    // The operator, unlike the caller, sees what failed: a warning with the error's message.
    const warning = entriesSince(from).find((entry) => entry.message === "dependency unavailable");
    expect(warning).toMatchObject({
      level: "WARN",
      routeKey: "GET /v1/things",
      error: { message: fault.message },
    });
  });

  it("anything else unexpected answers a bare 500 without its detail", async () => {
    ddb.on(GetCommand).rejects(
      new DynamoDBServiceException({
        name: "ResourceNotFoundException",
        $fault: "client",
        message: "Requested resource not found: Table: unit-secret-table not found",
        ...meta,
      }),
    );
    const from = written.length;
    const { statusCode, headers, text } = await call();
    expect(statusCode).toBe(500);
    expect(headers["retry-after"]).toBeUndefined();
    expect(JSON.parse(text)).toEqual({ status: "error", msg: "Something went wrong." });
    expect(entriesSince(from)).toContainEqual(
      expect.objectContaining({
        level: "ERROR",
        message: "unhandled error",
        error: expect.objectContaining({ name: "ResourceNotFoundException" }),
      }),
    );
  });
});

describe("the DynamoDB client", () => {
  it("retries throttling with backoff before giving up", async () => {
    // A stand-in endpoint on loopback that throttles twice, then answers.
    let calls = 0;
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        calls += 1;
        if (calls <= 2) {
          const type = "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException";
          res.writeHead(400, {
            "content-type": "application/x-amz-json-1.0",
            "x-amzn-errortype": type,
          });
          res.end(JSON.stringify({ __type: type, message: "Rate exceeded" }));
          return;
        }
        res.writeHead(200, { "content-type": "application/x-amz-json-1.0" });
        res.end("{}");
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;
    const client = new DynamoDBClient({
      ...DYNAMO_CLIENT_CONFIG,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: "test", secretAccessKey: "test" },
    });
    try {
      const started = performance.now();
      await client.send(new GetItemCommand({ TableName: "t", Key: { pk: { S: "p" } } }));
      expect(calls).toBe(3);
      expect(performance.now() - started).toBeGreaterThan(50);
      expect(await documentClient().config.maxAttempts()).toBe(DYNAMO_CLIENT_CONFIG.maxAttempts);
    } finally {
      client.destroy();
      server.close();
    }
  });
});
