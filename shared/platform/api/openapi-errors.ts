import { DATE_MESSAGE } from "../schemas/dates";
import { DEFAULT_MAX_BODY_BYTES, pathParameterNames, type RouteDefinition } from "./route";

type JsonSchema = Record<string, unknown>;

const ENVELOPE_REF = { $ref: "#/components/schemas/ErrorEnvelope" };

const errorResponse = (description: string, example: JsonSchema): JsonSchema => ({
  description,
  content: { "application/json": { schema: ENVELOPE_REF, example } },
});

/**
 * The refusals every client should expect, each the `{status: "error", msg}` envelope
 * (shared/platform/errors.ts, functions/platform/error-middleware.ts), as shared `components/responses`.
 * Messages are those the API sends.
 */
export const ERROR_RESPONSES = {
  BadRequest: errorResponse("The input is invalid; `fields` names each bad field.", {
    status: "error",
    msg: DATE_MESSAGE,
    fields: { date: DATE_MESSAGE },
  }),
  Unauthorized: errorResponse("No valid session: sign in first.", {
    status: "error",
    msg: "Please log in to continue.",
  }),
  Forbidden: errorResponse(
    "The CSRF token is missing or was made for another session, or the signed-in staff member's role or campus does not admit this call.",
    { status: "error", msg: "You do not have access to this resource." },
  ),
  NotFound: errorResponse("The site is not published, or what the path names does not exist.", {
    status: "error",
    msg: "Invalid site.",
  }),
  PayloadTooLarge: errorResponse(
    `The body is over the route's limit (${DEFAULT_MAX_BODY_BYTES / 1024} KiB unless the route says otherwise).`,
    { status: "error", msg: "The request is too large." },
  ),
  UnsupportedMediaType: errorResponse("The body is not sent as application/json.", {
    status: "error",
    msg: "Send the request body as JSON (content-type: application/json).",
  }),
  TooManyRequests: errorResponse(
    "Too many attempts from this address (the edge firewall's rate limit, or the sign-in lockout).",
    { status: "error", msg: "Too many requests. Please wait a few minutes and try again." },
  ),
  ServerError: errorResponse("Something failed on our side; nothing internal is disclosed.", {
    status: "error",
    msg: "Something went wrong.",
  }),
  OtherError: errorResponse(
    "Any other refusal, in the same envelope: 402 with `next_action` when the bank asks for 3-D Secure, 409 when the state changed meanwhile, 503 when a dependency is unavailable.",
    { status: "error", msg: "This service is not available right now. Please try again later." },
  ),
} as const;

type ErrorName = keyof typeof ERROR_RESPONSES;

const ref = (name: ErrorName) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error responses of one operation, from what the group handler checks before and around
 * it: input parsing (400) on every route, the session (401) on customer and staff routes, the
 * CSRF token and staff roles (403), the published site or a path's resource (404), the body's
 * size and type on writes (413, 415), the rate-limited kinds (429), and 500 anywhere.
 */
export function errorResponsesOf(route: RouteDefinition): Record<string, JsonSchema> {
  const changesState = route.method !== "GET";
  // DELETE reads a body only for the inputs it names in `body` (functions/platform/http.ts).
  const readsBody =
    route.method === "POST" || route.method === "PUT" || (route.body?.length ?? 0) > 0;
  const signedIn = route.auth !== "public";
  const checksCsrf = changesState && (signedIn || route.csrf === true);
  const names: [string, ErrorName][] = [["400", "BadRequest"]];
  if (signedIn) names.push(["401", "Unauthorized"]);
  if (checksCsrf || route.auth === "staff") names.push(["403", "Forbidden"]);
  if (route.site === "published" || pathParameterNames(route.path).length > 0) {
    names.push(["404", "NotFound"]);
  }
  if (readsBody) names.push(["413", "PayloadTooLarge"], ["415", "UnsupportedMediaType"]);
  if (route.rateLimit) names.push(["429", "TooManyRequests"]);
  names.push(["500", "ServerError"], ["default", "OtherError"]);
  return Object.fromEntries(names.map(([status, name]) => [status, ref(name)]));
}
