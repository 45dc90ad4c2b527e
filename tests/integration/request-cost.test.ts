import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { afterEach, describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { dynamoMailQuota } from "../../functions/platform/outbox/mail-quota-store";
import {
  measureRequestCost,
  onRequestDone,
  type RequestDone,
  reportRequestDone,
  runInRequestScope,
} from "../../functions/platform/request-scope";
import { siteEntity } from "../../shared/site-content/entities/site";

const getSite = () =>
  documentClient().send(
    new GetCommand({ TableName: tableName(), Key: siteEntity.key({ siteId: "cedar-ridge" }) }),
  );

/** One request's report, with a read and a conditional update, as the capacity bench sees it. */
async function oneRequest(): Promise<{ done: RequestDone; answer: unknown }> {
  let seen: RequestDone | undefined;
  const stop = onRequestDone((done) => {
    seen = done;
  });
  try {
    const answer = await runInRequestScope(async () => {
      const got = await getSite();
      await dynamoMailQuota("request-cost-test", 5, 60).take(
        "cedar-ridge",
        randomUUID(),
        new Date(),
      );
      reportRequestDone({
        routeKey: "GET /v1/test",
        durationMs: 0,
        dynamoCalls: 2,
        dynamoRoundTrips: 2,
      });
      return got;
    });
    if (!seen) throw new Error("No report.");
    return { done: seen, answer };
  } finally {
    stop();
  }
}

describe("DynamoDB capacity per request (the capacity benchmark's switch)", () => {
  afterEach(() => measureRequestCost(false));

  it("sums the read and write units DynamoDB Local reports while the switch is on", async () => {
    measureRequestCost(true);
    const { done, answer } = await oneRequest();
    expect(done.readUnits).toBeGreaterThan(0);
    expect(done.writeUnits).toBeGreaterThanOrEqual(1);
    expect(done.cpuMs).toBeGreaterThanOrEqual(0);
    // The caller's answer is what it was; only the benchmark reads the consumed capacity.
    expect(answer).toHaveProperty("$metadata");
  });

  it("asks DynamoDB for nothing and reports no units while it is off", async () => {
    const { done, answer } = await oneRequest();
    expect(done).not.toHaveProperty("readUnits");
    expect(done).not.toHaveProperty("cpuMs");
    expect(answer).not.toHaveProperty("ConsumedCapacity");
  });
});
