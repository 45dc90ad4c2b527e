import { BatchGetCommand, DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signSession } from "../../../functions/platform/session/session-token";
import { sessionSigningKey } from "../../../functions/platform/session/signing-key";
import { httpApiEvent, lambdaContext } from "../../fixtures/http-api-event";
import { createSite } from "../../support/factories/site";

// Prepare / Act / Assess through the customer Lambda with DynamoDB mocked and the clock under
// the test's control: the 2-hour session expiry (requirements: purchases §9) and the session scope rules.
vi.stubEnv("TABLE_NAME", "unit-table");
const ddb = mockClient(DynamoDBDocumentClient);
const site = createSite({ id: "cedar-ridge", customer_login: true, allergen_card: true });
const customer = {
  id: "c-1",
  email: "robin@example.edu",
  first_name: "Robin",
  last_name: "Lee",
  contact_name: "",
};
let handler: typeof import("../../../functions/accounts/customer/handler").handler;

beforeAll(async () => {
  ({ handler } = await import("../../../functions/accounts/customer/handler"));
});
beforeEach(() => {
  ddb.reset();
  ddb.on(BatchGetCommand).resolves({
    Responses: {
      "unit-table": [
        { pk: "SITE#cedar-ridge", sk: "SITE", data: site },
        {
          pk: "SITE#cedar-ridge#CUST#c-1",
          sk: "PROFILE",
          data: customer,
          password_hash: "x",
          session_version: 1,
        },
      ],
    },
  });
});
afterEach(() => vi.useRealTimers());

async function sessionCookie(
  now: Date,
  overrides: Partial<{ siteId: string; customerId: string; version: number }> = {},
) {
  const { token } = await signSession(
    { siteId: "cedar-ridge", customerId: "c-1", version: 1, ...overrides },
    await sessionSigningKey(),
    now,
  );
  return `doc_session=${token}`;
}

async function invoke(
  routeKey: string,
  params: Record<string, string>,
  cookies: string[],
  headers: Record<string, string> = {},
) {
  const [method] = routeKey.split(" ");
  const event = {
    ...structuredClone(httpApiEvent),
    routeKey,
    cookies,
    headers: { ...httpApiEvent.headers, ...headers },
    ...(method === "GET" ? { queryStringParameters: params } : { body: JSON.stringify(params) }),
  };
  const result = await handler(event, lambdaContext);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as { msg: string } };
}

describe("customer session expiry (clock moved by the test)", () => {
  it("serves the customer until 2 hours after login, then answers 401", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const login = new Date("2026-11-22T12:00:00Z");
    vi.setSystemTime(login);
    const cookie = await sessionCookie(login);
    const info = () => invoke("GET /v1/customer/info", { site_id: "cedar-ridge" }, [cookie]);

    expect((await info()).status).toBe(200);
    vi.setSystemTime(new Date(login.getTime() + 2 * 60 * 60 * 1000 - 1000));
    expect((await info()).status).toBe(200);
    vi.setSystemTime(new Date(login.getTime() + 2 * 60 * 60 * 1000));
    expect(await info()).toEqual({
      status: 401,
      body: { status: "error", msg: "Your session has expired. Please log in again." },
    });
  });
});

describe("session scope", () => {
  it.each([
    ["no session cookie", [], { site_id: "cedar-ridge" }, 401],
    ["a session of another site", ["other-site"], { site_id: "cedar-ridge" }, 401],
    ["another site's id in the call", [], { site_id: "harbor-state" }, 401],
    ["another customer's id", [], { site_id: "cedar-ridge", customer_id: "c-2" }, 403],
    ["an old session version (after logout)", ["v0"], { site_id: "cedar-ridge" }, 401],
    ["its own customer id", [], { site_id: "cedar-ridge", customer_id: "c-1" }, 200],
  ] as [string, string[], Record<string, string>, number][])(
    "with %s answers %s",
    async (label, flags, params, status) => {
      const now = new Date();
      const cookie = await sessionCookie(now, {
        ...(flags.includes("other-site") ? { siteId: "other-site" } : {}),
        ...(flags.includes("v0") ? { version: 0 } : {}),
      });
      const cookies = label === "no session cookie" ? [] : [cookie];
      expect((await invoke("GET /v1/customer/info", params, cookies)).status).toBe(status);
    },
  );

  it("refuses a state-changing call without the CSRF header before touching DynamoDB", async () => {
    const cookie = await sessionCookie(new Date());
    const body = { site_id: "cedar-ridge", food_insecurity: "true" };
    const refused = await invoke("POST /v1/customer/food_insecurity", body, [
      cookie,
      "doc_csrf=abcdefghijklmnopqrstuvwx",
    ]);
    expect(refused.status).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });
});
