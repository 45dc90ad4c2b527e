import * as z from "zod";
import { acceptsExtraBodyFields, inputSource, type RouteDefinition } from "./route";

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

function operation(route: RouteDefinition): JsonSchema {
  const input = toSchema(route.input, "input");
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  // The same rule the handlers apply (functions/lib/http.ts): each input in one place only.
  const parameters = Object.entries(properties)
    .filter(([name]) => inputSource(route, name) !== "body")
    .map(([name, schema]) => {
      const where = inputSource(route, name);
      return { name, in: where, required: where === "path" || required.has(name), schema };
    });
  const bodyProps = Object.fromEntries(
    Object.entries(properties).filter(([name]) => inputSource(route, name) === "body"),
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
    ...(route.auth === "staff"
      ? { security: [{ staffSession: [] }], "x-staff-roles": route.roles ?? [] }
      : {}),
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
                  additionalProperties: acceptsExtraBodyFields(route),
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
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "doc_session" },
        staffSession: { type: "apiKey", in: "cookie", name: "doc_ops_session" },
      },
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
            // A card checkout the bank wants authenticated (402, docs/payments.md "3-D Secure").
            next_action: {
              type: "object",
              required: ["client_secret"],
              properties: { client_secret: { type: "string" } },
            },
          },
        },
      },
    },
  };
}
