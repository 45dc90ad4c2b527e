import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { createGroupHandler } from "../../../functions/platform/group-handler";
import { defineRoute, routeKey } from "../../../shared/platform/api/route";
import { CARD_DATA_REFUSED } from "../../../shared/purchase/checkout/card-data";
import { httpApiEvent, lambdaContext } from "../../fixtures/http-api-event";
import { captureLogsAtDebug } from "../../support/captured-logs";

// docs/security.md, "What the API promises": raw card data in any part of any request (a value
// or a name; query string, body or path) is refused with 400 naming the field, and neither the
// number nor an unknown parameter's name or value reaches the answer or the log.
vi.stubEnv("TABLE_NAME", "unit-table");
const written = captureLogsAtDebug();

const read = defineRoute({
  operationId: "readThing",
  group: "things",
  method: "GET",
  path: "/v1/things/{thing_id}",
  summary: "A read with a path parameter",
  input: z.object({ site_id: z.string(), thing_id: z.string(), q: z.string().optional() }),
  output: z.object({}),
  auth: "public",
  example: { site_id: "cedar-ridge", thing_id: "a" },
});
const write = defineRoute({
  operationId: "writeThing",
  group: "things",
  method: "POST",
  path: "/v1/things",
  summary: "A write with free text",
  input: z.object({
    site_id: z.string(),
    notes: z.string().default(""),
    extra: z.record(z.string(), z.string()).optional(),
  }),
  output: z.object({}),
  auth: "public",
  example: { site_id: "cedar-ridge" },
});
const implementation = vi.fn(async () => ({}));
const handler = createGroupHandler([read, write] as const, {
  readThing: implementation,
  writeThing: implementation,
});

async function call(parts: {
  route?: typeof read | typeof write;
  query?: Record<string, string>;
  path?: Record<string, string>;
  body?: unknown;
}) {
  const route = parts.route ?? read;
  const result = await handler(
    {
      ...structuredClone(httpApiEvent),
      routeKey: routeKey(route),
      queryStringParameters: parts.query ?? {},
      pathParameters: parts.path ?? { thing_id: "a" },
      ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
    },
    lambdaContext,
  );
  return {
    status: result.statusCode,
    text: String(result.body),
    body: JSON.parse(String(result.body)) as { msg: string; fields?: Record<string, string> },
  };
}

const SPELLINGS = [
  "4111.1111.1111.1111",
  "4111,1111,1111,1111",
  "#4111#1111#1111#1111",
  "4111  1111  1111  1111",
  "4111\u20131111\u20131111\u20131111",
];
const digitsOf = (value: string) => value.replace(/[^0-9]/g, "");

describe("card data anywhere in a request", () => {
  it.each(SPELLINGS)("refuses %j as a query value, naming the field only", async (pan) => {
    const result = await call({ query: { site_id: "cedar-ridge", q: pan } });
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ q: CARD_DATA_REFUSED });
    expect(digitsOf(result.text)).not.toContain("41111111");
  });

  it.each(SPELLINGS)("refuses %j as a query parameter's name", async (pan) => {
    const result = await call({ query: { site_id: "cedar-ridge", [pan]: "1" } });
    expect(result.status).toBe(400);
    expect(result.body.msg).toBe(CARD_DATA_REFUSED);
    expect(digitsOf(result.text)).not.toContain("41111111");
  });

  it.each(SPELLINGS)(
    "refuses %j in a path parameter, a body field and a body name",
    async (pan) => {
      const inPath = await call({ query: { site_id: "cedar-ridge" }, path: { thing_id: pan } });
      expect([inPath.status, inPath.body.fields]).toEqual([400, { thing_id: CARD_DATA_REFUSED }]);
      const inBody = await call({ route: write, body: { site_id: "cedar-ridge", notes: pan } });
      expect([inBody.status, inBody.body.fields]).toEqual([400, { notes: CARD_DATA_REFUSED }]);
      const asName = await call({
        route: write,
        body: { site_id: "cedar-ridge", extra: { [pan]: "x" } },
      });
      expect([asName.status, asName.body.fields]).toEqual([400, { extra: CARD_DATA_REFUSED }]);
      for (const { text } of [inPath, inBody, asName]) {
        expect(digitsOf(text)).not.toContain("41111111");
      }
    },
  );

  const names = fc.sample(fc.stringMatching(/^[a-z][a-z0-9_]{7,20}$/), { numRuns: 25, seed: 26 });

  it("never repeats an unknown parameter's name or value, in the answer or the log", async () => {
    for (const name of names) {
      if (name === "site_id") continue;
      const result = await call({ query: { site_id: "cedar-ridge", [name]: `v_${name}` } });
      expect(result.status).toBe(400);
      expect(result.body.msg).toBe("Unknown parameter. This call takes: site_id, thing_id, q.");
      expect(result.text).not.toContain(name);
    }
  });

  it("let no card number and no unknown name reach a log line, and ran nothing refused", () => {
    const logs = written.join("");
    expect(logs).toContain("request refused");
    for (const pan of [...SPELLINGS, "4111111111111111"]) expect(logs).not.toContain(pan);
    for (const name of names) expect(logs).not.toContain(name);
    expect(implementation).not.toHaveBeenCalled();
  });
});
