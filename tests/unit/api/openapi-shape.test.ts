import { describe, expect, it } from "vitest";
import * as z from "zod";
import { buildOpenApiDocument } from "../../../shared/platform/api/openapi";
import { defineRoute, type RouteDefinition } from "../../../shared/platform/api/route";
import { routeList } from "../../../shared/route-list";

// docs/decisions/open-api.md: how the generator turns any route (the list keeps growing) into an
// operation the tools accept: security from `auth`, the error envelope's responses, recursive
// schemas as components, raw bodies under their own media type.

interface Operation {
  security: Record<string, string[]>[];
  "x-staff-roles"?: string[];
  parameters: { name: string; example?: unknown }[];
  requestBody?: { content: { "application/json": { example?: unknown } } };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
};

interface Tree {
  name: string;
  children: Tree[];
}
const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));

const base = { group: "things", summary: "s", output: z.object({ ok: z.boolean() }), example: {} };
const routes = [
  defineRoute({
    ...base,
    operationId: "getTree",
    method: "GET",
    path: "/v1/things/tree",
    input: z.object({ site_id: z.string() }),
    output: z.object({ tree, other: z.array(tree) }),
    auth: "public",
    site: "published",
    example: { site_id: "cedar-ridge" },
  }),
  defineRoute({
    ...base,
    operationId: "getMine",
    method: "GET",
    path: "/v1/things/mine",
    input: z.object({}),
    auth: "customer",
  }),
  defineRoute({
    ...base,
    operationId: "signIn",
    method: "POST",
    path: "/v1/things/sign_in",
    input: z.object({ email: z.string(), password: z.string() }),
    auth: "public",
    csrf: true,
    rateLimit: "sign-in",
    example: { email: "a@b.example.edu", password: "x" },
  }),
  defineRoute({
    ...base,
    operationId: "refundThing",
    method: "POST",
    path: "/v1/operations/things/{id}/refund",
    group: "operations",
    input: z.object({ id: z.string(), site_id: z.string() }),
    auth: "staff",
    roles: ["admin", "card_office"],
    example: { id: "t-1", site_id: "cedar-ridge" },
  }),
  defineRoute({
    ...base,
    operationId: "getCard",
    method: "GET",
    path: "/v1/things/card",
    input: z.object({}),
    output: z.string().describe("application/pdf"),
    auth: "customer",
    response: "raw",
  }),
] as const satisfies readonly RouteDefinition[];
const document = buildOpenApiDocument(routes) as unknown as Document;
const op = (path: string, method = "get") => document.paths[path]?.[method] as Operation;

describe("security follows each route's auth", () => {
  it("public reads need nothing; customer reads the session cookie", () => {
    expect(op("/v1/things/tree").security).toEqual([]);
    expect(op("/v1/things/mine").security).toEqual([{ session: [] }]);
  });

  it("a public call that starts a session needs the CSRF header, bound to a pre-session or session", () => {
    expect(op("/v1/things/sign_in", "post").security).toEqual([
      { presession: [], csrfToken: [] },
      { session: [], csrfToken: [] },
    ]);
  });

  it("a staff call needs the console's session and CSRF header, and names its roles", () => {
    const refund = op("/v1/operations/things/{id}/refund", "post");
    expect(refund.security).toEqual([{ staffSession: [], csrfToken: [] }]);
    expect(refund["x-staff-roles"]).toEqual(["admin", "card_office"]);
  });

  it("every route of the route list declares its security, staff routes their roles", () => {
    const doc = buildOpenApiDocument(routeList) as unknown as Document;
    for (const route of routeList) {
      const operation = doc.paths[route.path]?.[route.method.toLowerCase()] as Operation;
      expect(Array.isArray(operation.security), route.operationId).toBe(true);
      expect(operation.security.length === 0, route.operationId).toBe(
        route.auth === "public" && !route.csrf,
      );
      if (route.auth === "staff") expect(operation["x-staff-roles"]).toEqual(route.roles ?? []);
    }
  });
});

describe("error responses", () => {
  const statuses = (operation: Operation) => Object.keys(operation.responses);

  it("list the envelope's refusals each route can meet", () => {
    expect(statuses(op("/v1/things/tree"))).toEqual(["200", "400", "404", "500", "default"]);
    expect(statuses(op("/v1/things/mine"))).toEqual(["200", "400", "401", "500", "default"]);
    expect(statuses(op("/v1/things/sign_in", "post"))).toEqual([
      "200",
      "400",
      "403",
      "413",
      "415",
      "429",
      "500",
      "default",
    ]);
    expect(statuses(op("/v1/operations/things/{id}/refund", "post"))).toContain("403");
    expect(op("/v1/things/mine").responses["401"]).toEqual({
      $ref: "#/components/responses/Unauthorized",
    });
  });
});

describe("schemas", () => {
  it("hoists a recursive schema into components/schemas and refers to it from there", () => {
    const name = "GetTreeSchema0";
    expect(Object.keys(document.components.schemas)).toContain(name);
    const json = JSON.stringify(document);
    expect(json).not.toContain("$defs");
    expect(json).toContain(`"#/components/schemas/${name}"`);
    expect(JSON.stringify(document.components.schemas[name])).toContain(
      `"#/components/schemas/${name}"`,
    );
  });

  it("names the route list's recursive schemas after their zod id", () => {
    const doc = buildOpenApiDocument(routeList) as unknown as Document;
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["SectionNode", "FaqQuestion"]),
    );
    expect(JSON.stringify(doc)).not.toContain("$defs");
  });

  it("names a schema's input shape apart when defaults make it differ from the output", () => {
    interface Node {
      size: number;
      kids: Node[];
    }
    const node: z.ZodType<Node, { size?: number; kids: unknown[] }> = z
      .lazy(() => z.object({ size: z.number().default(1), kids: z.array(node) }))
      .meta({ id: "ShapeNode" });
    const doc = buildOpenApiDocument([
      defineRoute({
        ...base,
        operationId: "putNode",
        method: "PUT",
        path: "/v1/things/node",
        input: z.object({ node }),
        output: z.object({ node }),
        auth: "public",
      }),
    ]) as unknown as Document;
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["ShapeNode", "ShapeNodeInput"]),
    );
  });

  it("stops with what to rename when two different schemas share an id", () => {
    // Recursive, so zod writes them to $defs under their id.
    interface A {
      a: A[];
    }
    interface B {
      b: B[];
    }
    const first: z.ZodType<A> = z
      .lazy(() => z.object({ a: z.array(first) }))
      .meta({ id: "ShapeClash" });
    const second: z.ZodType<B> = z
      .lazy(() => z.object({ b: z.array(second) }))
      .meta({ id: "ShapeClash" });
    const route = (operationId: string, output: z.ZodType) =>
      defineRoute({
        ...base,
        operationId,
        method: "GET",
        path: `/v1/things/${operationId}`,
        input: z.object({}),
        output: z.object({ x: output }),
        auth: "public",
      });
    expect(() => buildOpenApiDocument([route("one", first), route("two", second)])).toThrow(
      /"ShapeClash".*\.meta\(\{ id \}\)/,
    );
  });

  it("serves a raw route's body under the media type its output names", () => {
    expect(Object.keys(op("/v1/things/card").responses["200"]?.content ?? {})).toEqual([
      "application/pdf",
    ]);
    const doc = buildOpenApiDocument(routeList) as unknown as Document;
    const content = (path: string) => doc.paths[path]?.get?.responses["200"]?.content ?? {};
    expect(content("/v1/openapi.json")["application/json"]?.schema).toMatchObject({
      type: "object",
    });
    expect(content("/v1/operations/orders/export")["text/csv"]?.schema).toEqual({ type: "string" });
  });

  it("documents the route's example on its parameters and body", () => {
    expect(op("/v1/things/tree").parameters[0]?.example).toBe("cedar-ridge");
    expect(
      op("/v1/things/sign_in", "post").requestBody?.content["application/json"].example,
    ).toEqual({
      email: "a@b.example.edu",
      password: "x",
    });
  });
});
