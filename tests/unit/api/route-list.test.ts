import { describe, expect, it } from "vitest";
import * as z from "zod";
import { buildOpenApiDocument } from "../../../shared/platform/api/openapi";
import { defineRoute, routeKey } from "../../../shared/platform/api/route";
import { routeGroups, routeList } from "../../../shared/route-list";

describe("the route list", () => {
  it("has unique route keys and operation ids", () => {
    const keys = routeList.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    const ids = routeList.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts every route under /v1/{group}", () => {
    for (const route of routeList) {
      const segment = route.path.split("/")[2]?.replace(/\.json$/, "");
      expect(segment, route.operationId).toBe(route.group);
    }
  });

  it("documents a valid example input for every route", () => {
    for (const route of routeList) {
      const parsed = route.input.safeParse(route.example);
      expect(parsed.success, `${route.operationId}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("derives one Lambda group per first path segment", () => {
    expect(routeGroups()).toEqual([...new Set(routeList.map((route) => route.group))]);
    expect(routeGroups()).toContain("sites");
  });
});

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument(routeList) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };

  it("puts path parameters in the path and GET inputs in the query", () => {
    const info = document.paths["/v1/sites/{slug}/info"]?.get as {
      parameters: { name: string; in: string; required: boolean }[];
    };
    expect(info.parameters).toEqual([
      expect.objectContaining({ name: "slug", in: "path", required: true }),
    ]);
  });

  it("puts POST inputs in a JSON body with their required fields", () => {
    const post = document.paths["/v1/sites/user_agent"]?.post as {
      requestBody: {
        content: { "application/json": { schema: { required: string[]; properties: object } } };
      };
    };
    const schema = post.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["site_id", "navigator"]);
    expect(Object.keys(schema.properties)).toEqual(["site_id", "navigator"]);
  });

  it("wraps envelope responses and leaves raw ones alone", () => {
    const info = document.paths["/v1/sites/public"]?.get as {
      responses: Record<string, { content: Record<string, { schema: { allOf?: unknown[] } }> }>;
    };
    expect(info.responses["200"]?.content["application/json"]?.schema.allOf).toHaveLength(2);
    const raw = document.paths["/v1/openapi.json"]?.get as typeof info;
    expect(raw.responses["200"]?.content["application/json"]?.schema.allOf).toBeUndefined();
  });
});

describe("OpenAPI operations for every method and auth", () => {
  const base = {
    group: "things",
    summary: "s",
    output: z.object({ ok: z.boolean() }),
    example: {},
  };
  const document = buildOpenApiDocument([
    defineRoute({
      ...base,
      operationId: "deleteThing",
      method: "DELETE",
      path: "/v1/things/{id}",
      input: z.object({ id: z.string(), reason: z.string().optional() }),
      auth: "customer",
    }),
    defineRoute({
      ...base,
      operationId: "putThing",
      method: "PUT",
      path: "/v1/things/{id}",
      input: z.object({ id: z.string(), name: z.string() }),
      auth: "public",
    }),
    defineRoute({
      ...base,
      operationId: "listThings",
      method: "GET",
      path: "/v1/things",
      input: z.object({}),
      auth: "public",
    }),
  ]) as { paths: Record<string, Record<string, Record<string, unknown>>> };

  it("marks customer routes with the session cookie scheme and sends DELETE inputs as query", () => {
    const del = document.paths["/v1/things/{id}"]?.delete as {
      security: unknown;
      parameters: { name: string; in: string; required: boolean }[];
    };
    // A state-changing customer call also needs the CSRF header (shared/platform/api/openapi-security.ts).
    expect(del.security).toEqual([{ session: [], csrfToken: [] }]);
    expect(del.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
      expect.objectContaining({ name: "reason", in: "query", required: false }),
    ]);
  });

  it("sends PUT inputs as a body, keeps path parameters in the path and omits empty bodies", () => {
    const put = document.paths["/v1/things/{id}"]?.put as {
      parameters: { name: string }[];
      requestBody: unknown;
      security?: unknown;
    };
    expect(put.parameters.map((p) => p.name)).toEqual(["id"]);
    expect(put.requestBody).toBeDefined();
    // Public: an explicitly empty requirement, so no reader takes it for a signed-in route.
    expect(put.security).toEqual([]);
    const list = document.paths["/v1/things"]?.get as { requestBody?: unknown };
    expect(list.requestBody).toBeUndefined();
  });
});
