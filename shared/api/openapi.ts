import * as z from "zod";
import type { RouteDefinition } from "./route";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    cycles: "ref",
    reused: "inline",
  }) as JsonSchema;
  return rest;
};

const pathParams = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

function operation(route: RouteDefinition): JsonSchema {
  const input = toSchema(route.input, "input");
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const inPath = pathParams(route.path);
  const parameters = Object.entries(properties)
    .filter(
      ([name]) => inPath.includes(name) || route.method === "GET" || route.method === "DELETE",
    )
    .map(([name, schema]) => ({
      name,
      in: inPath.includes(name) ? "path" : "query",
      required: inPath.includes(name) || required.has(name),
      schema,
    }));
  const bodyProps = Object.fromEntries(
    Object.entries(properties).filter(
      ([name]) => !inPath.includes(name) && (route.method === "POST" || route.method === "PUT"),
    ),
  );
  const output = toSchema(route.output, "output");
  const envelope =
    route.response === "raw"
      ? output
      : {
          allOf: [{ $ref: "#/components/schemas/SuccessEnvelope" }, output],
        };
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.group],
    "x-example-input": route.example,
    ...(route.auth === "customer" ? { security: [{ session: [] }] } : {}),
    parameters,
    ...(Object.keys(bodyProps).length > 0
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: bodyProps,
                  required: [...required].filter((name) => name in bodyProps),
                },
              },
            },
          },
        }
      : {}),
    responses: {
      "200": { description: "Success", content: { "application/json": { schema: envelope } } },
      default: {
        description: "Error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
      },
    },
  };
}

/** OpenAPI 3.1 document of the given routes (served at GET /v1/openapi.json). */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const entry = paths[route.path] ?? {};
    entry[route.method.toLowerCase()] = operation(route);
    paths[route.path] = entry;
  }
  return {
    openapi: "3.1.0",
    info: { title: "Dine On Campus API", version: "1" },
    paths,
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "doc_session" } },
      schemas: {
        SuccessEnvelope: {
          type: "object",
          required: ["status", "msg"],
          properties: { status: { const: "success" }, msg: { type: "string" } },
        },
        ErrorEnvelope: {
          type: "object",
          required: ["status", "msg"],
          properties: {
            status: { const: "error" },
            msg: { type: "string" },
            fields: { type: "object", additionalProperties: { type: "string" } },
          },
        },
      },
    },
  };
}
