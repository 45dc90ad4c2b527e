import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../../shared/api/openapi";
import { routeKey } from "../../../shared/api/route";
import { routeGroups, routeList } from "../../../shared/api/route-list";

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
    const info = document.paths["/v1/sites/{slug}/info"]?.get as { parameters: { name: string; in: string; required: boolean }[] };
    expect(info.parameters).toEqual([expect.objectContaining({ name: "slug", in: "path", required: true })]);
  });

  it("puts POST inputs in a JSON body with their required fields", () => {
    const post = document.paths["/v1/sites/user_agent"]?.post as {
      requestBody: { content: { "application/json": { schema: { required: string[]; properties: object } } } };
    };
    const schema = post.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(["site_id", "navigator"]);
    expect(Object.keys(schema.properties)).toEqual(["site_id", "navigator"]);
  });

  it("wraps envelope responses and leaves raw ones alone", () => {
    const info = document.paths["/v1/sites/public"]?.get as { responses: Record<string, { content: Record<string, { schema: { allOf?: unknown[] } }> }> };
    expect(info.responses["200"]?.content["application/json"]?.schema.allOf).toHaveLength(2);
    const raw = document.paths["/v1/openapi.json"]?.get as typeof info;
    expect(raw.responses["200"]?.content["application/json"]?.schema.allOf).toBeUndefined();
  });
});
