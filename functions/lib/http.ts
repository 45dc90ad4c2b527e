import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { DEFAULT_MAX_BODY_BYTES, type RouteDefinition } from "../../shared/api/route";
import { PayloadTooLargeError, ValidationError } from "../../shared/errors";

export type HttpResult = APIGatewayProxyStructuredResultV2;

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
} as const;

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    statusCode,
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  } satisfies HttpResult;
}

function readBody(event: APIGatewayProxyEventV2, route: RouteDefinition): Record<string, unknown> {
  if (!event.body) return {};
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body, "base64").toString("utf8")
    : event.body;
  if (Buffer.byteLength(raw, "utf8") > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
    throw new PayloadTooLargeError();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError("The request body must be valid JSON.");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw new ValidationError("The request body must be a JSON object.");
  }
  return parsed as Record<string, unknown>;
}

/**
 * Path, query and body parameters as one object for the route's zod schema. Path
 * parameters win, so a body cannot override the resource the URL names.
 */
export function collectInput(
  event: APIGatewayProxyEventV2,
  route: RouteDefinition,
): Record<string, unknown> {
  return {
    ...(event.queryStringParameters ?? {}),
    ...readBody(event, route),
    ...(event.pathParameters ?? {}),
  };
}

/** The first problem of each field, with the field's path, as the forms show them. */
export function zodIssuesToFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}
