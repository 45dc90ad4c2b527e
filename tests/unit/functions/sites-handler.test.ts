import { DynamoDBDocumentClient, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { httpApiEvent, lambdaContext } from "../../fixtures/http-api-event";
import { createSite } from "../../support/factories/site";

// Prepare / Act / Assess over a copied API Gateway event, with the DynamoDB client mocked:
// the handler, middleware and envelope are exercised without AWS.
vi.stubEnv("TABLE_NAME", "unit-table");
const ddb = mockClient(DynamoDBDocumentClient);
let handler: typeof import("../../../functions/site-content/sites/handler").handler;

beforeAll(async () => {
  ({ handler } = await import("../../../functions/site-content/sites/handler"));
});
beforeEach(() => ddb.reset());

const invoke = async (overrides: Partial<typeof httpApiEvent>) => {
  const event = { ...structuredClone(httpApiEvent), ...overrides };
  const result = await handler(event, lambdaContext);
  return { statusCode: result.statusCode, body: JSON.parse(String(result.body)) };
};

describe("sites handler", () => {
  it("wraps a site in the success envelope and flags a non-canonical slug", async () => {
    const site = createSite({ slug: "CedarTest" });
    ddb.on(QueryCommand).resolves({ Items: [{ data: site, logo_exists: true }] });
    const { statusCode, body } = await invoke({
      routeKey: "GET /v1/sites/{slug}/info",
      pathParameters: { slug: "cedartest" },
    });
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({
      status: "success",
      msg: "OK",
      logo_exists: true,
      perform_redirect: true,
      site: { id: site.id, slug: "CedarTest" },
    });
    const query = ddb.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.IndexName).toBe("gsi1");
    expect(query?.ExpressionAttributeValues?.[":pk"]).toBe("SITE#cedartest#SLUG");
  });

  it("turns an unexpected failure into a generic 500 without details", async () => {
    ddb.on(QueryCommand).rejects(new Error("connection reset by peer"));
    const { statusCode, body } = await invoke({ routeKey: "GET /v1/sites/public" });
    expect(statusCode).toBe(500);
    expect(body).toEqual({ status: "error", msg: "Something went wrong." });
  });

  it("answers 404 for a route key the group does not serve", async () => {
    const { statusCode, body } = await invoke({ routeKey: "GET /v1/sites/nothing" });
    expect(statusCode).toBe(404);
    expect(body.status).toBe("error");
  });

  it("names the failing field when the input does not parse", async () => {
    ddb.on(GetCommand).resolves({});
    const { statusCode, body } = await invoke({
      routeKey: "POST /v1/sites/user_agent",
      body: JSON.stringify({ site_id: "cedar-ridge", navigator: { hardware_concurrency: -1 } }),
    });
    expect(statusCode).toBe(400);
    expect(body.fields).toHaveProperty("navigator.hardware_concurrency");
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});
