import { ERROR_RESPONSES, errorResponsesOf } from "./openapi-errors";
import { type JsonSchema, SchemaComponents } from "./openapi-schemas";
import { SECURITY_SCHEMES, securityOf } from "./openapi-security";
import { acceptsExtraBodyFields, inputSource, type RouteDefinition } from "./route";

// What campus developers feed to their tools (docs/decisions/open-api.md): swagger-parser,
// Redocly's recommended lint and openapi-typescript accept it as it is
// (tests/unit/api/openapi-tools.test.ts).

const MEDIA_TYPE = /^[a-z]+\/[\w.+-]+$/;

/**
 * The 200 body. Envelope routes: the envelope's `status` and `msg` beside the route's payload;
 * the payload drops `additionalProperties: false`, which inside `allOf` would refuse the very
 * `status` and `msg` the other half requires. Raw routes: the media type their output names
 * (`z.string().describe("application/pdf")`), else the JSON they return.
 */
function successContent(route: RouteDefinition, output: JsonSchema): JsonSchema {
  if (route.response === "raw") {
    const described = typeof output.description === "string" ? output.description : "";
    if (output.type === "string" && MEDIA_TYPE.test(described)) {
      // Text and XML (OpenMensa's feed) are strings to a client; a PDF or a pass is bytes.
      const text = /^text\/|[/+]xml$/.test(described);
      return {
        [described]: { schema: text ? { type: "string" } : { type: "string", format: "binary" } },
      };
    }
    return { "application/json": { schema: output } };
  }
  const { additionalProperties, ...open } = output;
  const payload = additionalProperties === false ? open : output;
  return {
    "application/json": {
      schema: { allOf: [{ $ref: "#/components/schemas/SuccessEnvelope" }, payload] },
    },
  };
}

function operation(
  route: RouteDefinition,
  components: SchemaComponents,
  output: JsonSchema,
): JsonSchema {
  const input = components.convert(route.input, "input", route.operationId);
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required ?? []) as string[]);
  const example = route.example;
  // The same rule the handlers apply (functions/platform/http.ts): each input in one place only.
  const parameters = Object.entries(properties)
    .filter(([name]) => inputSource(route, name) !== "body")
    .map(([name, schema]) => {
      const where = inputSource(route, name);
      return {
        name,
        in: where,
        required: where === "path" || required.has(name),
        schema,
        ...(name in example ? { example: example[name] } : {}),
      };
    });
  const bodyNames = Object.keys(properties).filter((name) => inputSource(route, name) === "body");
  const bodyProps = Object.fromEntries(bodyNames.map((name) => [name, properties[name]]));
  const bodyExample = Object.fromEntries(
    Object.entries(example).filter(([name]) => bodyNames.includes(name)),
  );
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.group],
    "x-example-input": example,
    security: securityOf(route),
    ...(route.auth === "staff" ? { "x-staff-roles": route.roles ?? [] } : {}),
    parameters,
    ...(bodyNames.length > 0
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: bodyProps,
                  required: [...required].filter((name) => bodyNames.includes(name)),
                  additionalProperties: acceptsExtraBodyFields(route),
                },
                ...(Object.keys(bodyExample).length > 0 ? { example: bodyExample } : {}),
              },
            },
          },
        }
      : {}),
    responses: {
      "200": { description: "Success", content: successContent(route, output) },
      ...errorResponsesOf(route),
    },
  };
}

/** The tags, one per Lambda group, in route-list order. */
const tagsOf = (routes: readonly RouteDefinition[]) =>
  [...new Set(routes.map((route) => route.group))].map((name) => ({
    name,
    description: `The /v1 routes served by the ${name} function.`,
  }));

/** OpenAPI 3.1 document of the given routes (served at GET /v1/openapi.json). */
export function buildOpenApiDocument(routes: readonly RouteDefinition[]): JsonSchema {
  const components = new SchemaComponents();
  // Outputs first: a named schema's output shape keeps the plain name (openapi-schemas.ts).
  const outputs = routes.map((route) =>
    components.convert(route.output, "output", route.operationId),
  );
  const paths: Record<string, Record<string, JsonSchema>> = {};
  routes.forEach((route, i) => {
    const entry = paths[route.path] ?? {};
    entry[route.method.toLowerCase()] = operation(route, components, outputs[i] as JsonSchema);
    paths[route.path] = entry;
  });
  return {
    openapi: "3.1.0",
    info: {
      title: "Dine On Campus API",
      version: "1",
      description:
        "Every campus site's API: menus, hours, locations, content, accounts, carts and the operations console. Every JSON answer is an envelope with `status` (`success` or `error`) and `msg`. Generated from the route list (shared/route-list.ts); see docs/open-data.md for a typed client.",
    },
    servers: [
      {
        url: "/",
        description:
          "The campus site's own origin, the one serving this document: the API is under /v1 of every campus domain.",
      },
    ],
    tags: tagsOf(routes),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      responses: ERROR_RESPONSES,
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
        ...components.schemas,
      },
    },
  };
}
