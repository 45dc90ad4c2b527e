import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import {
  acceptsExtraBodyFields,
  DEFAULT_MAX_BODY_BYTES,
  declaredInputs,
  inputSource,
  type RouteDefinition,
} from "../../shared/platform/api/route";
import {
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from "../../shared/platform/errors";
import { CARD_DATA_REFUSED, findCardData } from "../../shared/purchase/checkout/card-data";

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

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const headers = event.headers ?? {};
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return value;
  }
  return undefined;
}

function readBody(event: APIGatewayProxyEventV2, route: RouteDefinition): Record<string, unknown> {
  if (!event.body) return {};
  const raw = event.isBase64Encoded
    ? Buffer.from(event.body, "base64").toString("utf8")
    : event.body;
  if (Buffer.byteLength(raw, "utf8") > (route.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
    throw new PayloadTooLargeError();
  }
  const type = header(event, "content-type");
  if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new UnsupportedMediaTypeError();
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

const PLACE = { path: "URL path", query: "query string", body: "request body" } as const;

const refuse = (name: string, msg: string): never => {
  throw new ValidationError(msg, { [name]: msg });
};

/**
 * An undeclared name is the client's text: it is never repeated in the answer or the log (it may
 * be a card number or a credential); the answer lists what the route takes instead.
 */
const refuseUnknown = (declared: readonly string[]): never =>
  refuse("_", `Unknown parameter. This call takes: ${declared.join(", ") || "nothing"}.`);

/**
 * Raw card data anywhere in a request (a value, or a name, in the query string, the body or the
 * path) is refused before anything reads it, naming the field and never the value
 * (docs/decisions/payments.md).
 */
function refuseCardData(parts: Record<string, unknown>): void {
  for (const part of Object.values(parts)) {
    const field = findCardData(part);
    if (field !== null) refuse(field, CARD_DATA_REFUSED);
  }
}

/**
 * The route's inputs, each read only from where the route declares it (`inputSource`): an
 * undeclared parameter, or one sent somewhere else (a password in a POST's query string, which
 * access logs keep), is refused rather than silently read or dropped.
 */
export function collectInput(
  event: APIGatewayProxyEventV2,
  route: RouteDefinition,
): Record<string, unknown> {
  const declared = declaredInputs(route);
  const query = event.queryStringParameters ?? {};
  const takesBody =
    route.method === "POST" || route.method === "PUT" || (route.body?.length ?? 0) > 0;
  if (!takesBody && event.body) {
    refuse("_", "This call takes no request body; send its parameters in the query string.");
  }
  const body = takesBody ? readBody(event, route) : {};
  const path = event.pathParameters ?? {};
  refuseCardData({ query, body, path });
  if (declared) {
    for (const name of Object.keys(query)) {
      if (!declared.includes(name)) refuseUnknown(declared);
      const source = inputSource(route, name);
      if (source !== "query") refuse(name, `"${name}" must be sent in the ${PLACE[source]}.`);
    }
    const loose = acceptsExtraBodyFields(route);
    for (const name of Object.keys(body)) {
      if (!declared.includes(name)) {
        if (!loose) refuseUnknown(declared);
      } else {
        const source = inputSource(route, name);
        if (source !== "body") refuse(name, `"${name}" must be sent in the ${PLACE[source]}.`);
      }
    }
  }
  // Path parameters come last: the resource the URL names cannot be overridden.
  return { ...query, ...body, ...path };
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
