import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { collectInput } from "../../../functions/platform/http";
import { buildOpenApiDocument } from "../../../shared/platform/api/openapi";
import {
  declaredInputs,
  defineRoute,
  inputSource,
  pathParameterNames,
  type RouteDefinition,
  routeKey,
} from "../../../shared/platform/api/route";
import { AppError } from "../../../shared/platform/errors";
import { routeList } from "../../../shared/route-list";
import { httpApiEvent } from "../../fixtures/http-api-event";

// docs/security.md, "What the API promises": each input is read from one place only, and a
// credential is never read from a URL (CloudFront and API Gateway access logs keep query strings).

const SECRET = /password|public_key|reset|token|card/i;
const writes = routeList.filter((route) => route.method === "POST" || route.method === "PUT");

function event(
  route: RouteDefinition,
  parts: { query?: Record<string, string>; body?: string; type?: string },
): APIGatewayProxyEventV2 {
  return {
    ...structuredClone(httpApiEvent),
    routeKey: routeKey(route),
    headers: { "content-type": parts.type ?? "application/json" },
    ...(parts.query ? { queryStringParameters: parts.query } : {}),
    ...(parts.body !== undefined ? { body: parts.body } : {}),
  };
}

function refusal(run: () => unknown): { status: number; msg: string; fields: object } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      return {
        status: error.statusCode,
        msg: error.message,
        fields: (error as { fields?: object }).fields ?? {},
      };
    }
    throw error;
  }
  return { status: 200, msg: "accepted", fields: {} };
}

describe("POST and PUT routes never read a field from the query string", () => {
  it.each(writes.map((route) => [routeKey(route), route] as const))("%s", (_key, route) => {
    const inBody = (declaredInputs(route) ?? []).filter(
      (name) => inputSource(route, name) === "body",
    );
    for (const name of [...inBody, "password", "public_key", "reset_key", "site_id"]) {
      if (inputSource(route, name) === "query") continue;
      const refused = refusal(() =>
        collectInput(event(route, { query: { [name]: "sent-in-the-url" }, body: "{}" }), route),
      );
      // A declared field is named; an undeclared name is the client's text and never repeated.
      const declared = declaredInputs(route)?.includes(name);
      expect(refused, `${name} in the query of ${routeKey(route)}`).toMatchObject({
        status: 400,
        fields: declared
          ? { [name]: expect.stringContaining(name) }
          : { _: expect.stringMatching(/^Unknown parameter\. /) },
      });
    }
  });

  it("no route declares a credential as a query input", () => {
    for (const route of routeList) {
      const fromQuery = (declaredInputs(route) ?? []).filter(
        (name) => inputSource(route, name) === "query",
      );
      expect(
        fromQuery.filter((name) => SECRET.test(name)),
        routeKey(route),
      ).toEqual([]);
    }
  });
});

describe("every route reads only what it declares, from where it declares it", () => {
  const read = routeList.find((route) => route.operationId === "getLocationDetail");
  const login = routeList.find((route) => route.path === "/v1/customer/authenticate");
  if (!read || !login) throw new Error("route list changed: pick other example routes");

  it("refuses an undeclared query parameter, listing what the call takes, never its name", () => {
    const refused = refusal(() =>
      collectInput(event(read, { query: { site_id: "cedar-ridge", debug: "1" } }), read),
    );
    expect(refused).toMatchObject({ status: 400, fields: { _: refused.msg } });
    expect(refused.msg).toMatch(/^Unknown parameter\. This call takes: site_id, location_id/);
    expect(JSON.stringify(refused)).not.toContain("debug");
  });

  it("refuses a path parameter repeated in the query and a body on a GET", () => {
    const [name = ""] = pathParameterNames(read.path);
    expect(
      refusal(() => collectInput(event(read, { query: { [name]: "x" } }), read)),
    ).toMatchObject({
      status: 400,
      msg: `"${name}" must be sent in the URL path.`,
    });
    expect(refusal(() => collectInput(event(read, { body: "{}" }), read)).status).toBe(400);
  });

  it("refuses an undeclared body field, a wrong content type and bad JSON", () => {
    const body = (fields: object) => JSON.stringify({ site_id: "s", email: "a@b.c", ...fields });
    expect(
      refusal(() => collectInput(event(login, { body: body({ is_admin: true }) }), login)),
    ).toMatchObject({ status: 400, msg: expect.stringMatching(/^Unknown parameter\. /) });
    expect(
      refusal(() => collectInput(event(login, { body: body({}), type: "text/plain" }), login)),
    ).toMatchObject({ status: 415 });
    expect(refusal(() => collectInput(event(login, { body: "{" }), login)).status).toBe(400);
    expect(refusal(() => collectInput(event(login, { body: "[1]" }), login)).status).toBe(400);
    expect(
      refusal(() =>
        collectInput(event(login, { body: body({ password: "x".repeat(20_000) }) }), login),
      ),
    ).toMatchObject({ status: 413 });
  });

  it("reads a POST input declared in the query (route.query) from there only", () => {
    const route = defineRoute({
      operationId: "postThing",
      group: "things",
      method: "POST",
      path: "/v1/things",
      summary: "s",
      input: z.object({ site_id: z.string(), name: z.string() }),
      output: z.object({}),
      auth: "public",
      query: ["site_id"],
      example: {},
    });
    const ok = collectInput(
      event(route, { query: { site_id: "s" }, body: JSON.stringify({ name: "n" }) }),
      route,
    );
    expect(ok).toEqual({ site_id: "s", name: "n" });
    const misplaced = refusal(() =>
      collectInput(event(route, { body: JSON.stringify({ site_id: "s", name: "n" }) }), route),
    );
    expect(misplaced).toMatchObject({
      status: 400,
      msg: '"site_id" must be sent in the query string.',
    });
  });
});

describe("/v1/openapi.json says where each input goes, as the handlers read it", () => {
  const document = buildOpenApiDocument(routeList) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  interface OpenApiOperation {
    parameters: { name: string; in: string }[];
    requestBody?: {
      content: { "application/json": { schema: { properties: Record<string, unknown> } } };
    };
  }

  it.each(routeList.map((route) => [routeKey(route), route] as const))("%s", (_key, route) => {
    const operation = document.paths[route.path]?.[route.method.toLowerCase()];
    const documented = new Map<string, string>();
    for (const parameter of operation?.parameters ?? []) {
      documented.set(parameter.name, parameter.in);
    }
    for (const name of Object.keys(
      operation?.requestBody?.content["application/json"].schema.properties ?? {},
    )) {
      expect(documented.has(name), `${name} documented twice`).toBe(false);
      documented.set(name, "body");
    }
    const expected = new Map(
      (declaredInputs(route) ?? []).map((name) => [name, inputSource(route, name)]),
    );
    expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(expected));
  });
});
