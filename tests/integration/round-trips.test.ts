import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { documentClient, tableName } from "../../functions/platform/dynamo";
import { currentRequestScope, runInRequestScope } from "../../functions/platform/request-scope";
import { siteEntity } from "../../shared/site-content/entities/site";

const get = () =>
  documentClient().send(
    new GetCommand({ TableName: tableName(), Key: siteEntity.key({ siteId: "cedar-ridge" }) }),
  );

describe("DynamoDB round trips per request (the brief's budget of 2)", () => {
  it("counts requests sent together as one round trip and requests in sequence as more", async () => {
    const scope = await runInRequestScope(async () => {
      await Promise.all([get(), get()]);
      await get();
      return currentRequestScope();
    });
    expect(scope).toMatchObject({ dynamoCalls: 3, dynamoRoundTrips: 2, inFlight: 0 });
  });

  it("keeps concurrent requests' counters apart", async () => {
    const [a, b] = await Promise.all([
      runInRequestScope(async () => {
        await get();
        return currentRequestScope();
      }),
      runInRequestScope(async () => {
        await get();
        await get();
        return currentRequestScope();
      }),
    ]);
    expect(a?.dynamoCalls).toBe(1);
    expect(b?.dynamoCalls).toBe(2);
    expect(b?.dynamoRoundTrips).toBe(2);
  });
});
