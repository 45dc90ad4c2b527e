import { DynamoDBDocumentClient, GetCommand } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { beforeEach, describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { createGroupHandler } from "../../../functions/platform/group-handler";
import { clearSiteCache } from "../../../functions/platform/site-cache";
import { defineRoute, routeKey } from "../../../shared/platform/api/route";
import { httpApiEvent, lambdaContext } from "../../fixtures/http-api-event";
import { createSite } from "../../support/factories/site";

// The published-site check of `site: "published"` routes, with DynamoDB mocked: the group
// handler refuses an unknown or unpublished site with "Invalid site." whatever the
// implementation answered, and hands a published one to it.
vi.stubEnv("TABLE_NAME", "unit-table");
const ddb = mockClient(DynamoDBDocumentClient);

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
const openRoute = defineRoute({
  ...readRoute,
  operationId: "openThing",
  path: "/v1/things/open",
  site: undefined,
});

const implementation = vi.fn(
  async (_input: { site_id: string }, ctx: { site?: Promise<{ name: string }> }) => ({
    name: ctx.site ? (await ctx.site).name : "no site",
  }),
);
const handler = createGroupHandler([readRoute, openRoute] as const, {
  readThing: implementation,
  openThing: implementation,
});

const call = async (route: typeof readRoute | typeof openRoute, siteId: string) => {
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey: routeKey(route),
    queryStringParameters: { site_id: siteId },
  };
  const result = await handler(event, lambdaContext);
  return { statusCode: result.statusCode, body: JSON.parse(String(result.body)) };
};

beforeEach(() => {
  ddb.reset();
  clearSiteCache();
  implementation.mockClear();
});

describe("group handler, site: published", () => {
  it("refuses an unknown site with 'Invalid site.'", async () => {
    ddb.on(GetCommand).resolves({});
    expect(await call(readRoute, "no-such-site")).toEqual({
      statusCode: 404,
      body: { status: "error", msg: "Invalid site." },
    });
  });

  it("refuses an unpublished site alike, even when the implementation would answer", async () => {
    const site = createSite({ published: false });
    ddb.on(GetCommand).resolves({ Item: { pk: "p", sk: "s", data: site } });
    implementation.mockResolvedValueOnce({ name: "leaked" });
    const { statusCode, body } = await call(readRoute, site.id);
    expect(statusCode).toBe(404);
    expect(body.msg).toBe("Invalid site.");
  });

  it("hands a published site to the implementation, reading it once a minute", async () => {
    const site = createSite({ name: "Cedar Test" });
    ddb.on(GetCommand).resolves({ Item: { pk: "p", sk: "s", data: site } });
    expect((await call(readRoute, site.id)).body).toMatchObject({ name: "Cedar Test" });
    expect((await call(readRoute, site.id)).body).toMatchObject({ name: "Cedar Test" });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input.Key).toEqual({
      pk: `SITE#${site.id}`,
      sk: "SITE",
    });
  });

  it("checks nothing on a route without the property", async () => {
    expect((await call(openRoute, "no-such-site")).body).toMatchObject({ name: "no site" });
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });
});
