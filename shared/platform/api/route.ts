import type { z } from "zod";
import type { StaffRole } from "../roles";
import type { CacheFreshness } from "./cache";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * One v1 operation. The same object drives the CDK stack (one API route each), the local
 * HTTP adapter, the OpenAPI document and the web client, so a route cannot exist in one
 * place and be missing in another.
 */
export interface RouteDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  operationId: string;
  /** The first path segment after /v1; one Lambda serves each group. */
  group: string;
  method: HttpMethod;
  /** API Gateway syntax: `/v1/sites/{slug}/info`. */
  path: `/v1/${string}`;
  summary: string;
  /**
   * Every parameter the route reads, parsed together. Where each comes from is fixed by
   * `inputSource`: `{name}` in the path, else the query string on GET/DELETE and the JSON body
   * on POST/PUT, unless `query` or `body` says otherwise (docs/security.md, "What the API promises").
   */
  input: I;
  /**
   * POST/PUT inputs read from the query string instead of the body. None of the spec's call
   * tables puts one there today; a secret (password, reset key) may never be listed.
   */
  query?: readonly string[];
  /**
   * DELETE inputs read from the JSON body instead of the query string: a credential such as the
   * mailed cancel link's token must not reach an access log.
   */
  body?: readonly string[];
  /** The payload beside `status` and `msg`; for `raw` routes, documentation only. */
  output: O;
  /**
   * `customer` routes read the customer from the verified session, never from a parameter;
   * `staff` routes need a signed-in operations console session (its own cookie) whose role is
   * in `roles`, and a campus role may only name its own `site_id` (docs/operations.md).
   */
  auth: "public" | "customer" | "staff";
  /** `staff` routes only: the roles that may call it (shared/platform/roles.ts). */
  roles?: readonly StaffRole[];
  /**
   * Public state-changing routes that start or use a session (login, sign-up, logout) also
   * require the CSRF double-submit header; `customer` routes always do (docs/decisions/accounts.md).
   */
  csrf?: boolean;
  /**
   * `published`: the input's `site_id` must name a published site, or the call is refused
   * with "Invalid site." before the implementation runs; the implementation gets it as
   * `ctx.site` (docs/decisions/entities.md).
   */
  site?: "published";
  /** `raw` routes return their own body (PDF, OpenAPI document) instead of the envelope. */
  response?: "envelope" | "raw";
  /** Largest accepted request body in bytes; defaults to 16 KiB. */
  maxBodyBytes?: number;
  /**
   * A valid input against the demo campuses: documented in OpenAPI and replayed by the
   * benchmark that counts DynamoDB round trips per call.
   */
  example: Record<string, unknown>;
  /**
   * Public GETs only: how long CloudFront and browsers may keep the response (shared/platform/api/cache.ts,
   * `CACHE.*`). Without it the response is `private, no-store` and CloudFront never caches it.
   */
  cache?: CacheFreshness;
  /**
   * Routes an attacker would hammer (guessing passwords, creating accounts, card testing, booking
   * every seat): the CloudFront web ACL limits requests per address to each kind
   * (infra/constructs/edge-firewall.ts).
   */
  rateLimit?: RateLimitKind;
}

export type RateLimitKind = "sign-in" | "password-reset" | "sign-up" | "checkout" | "reservation";

/** Keeps the literal types (operationId, response, schemas) that handlers are typed from. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

/** The API Gateway route key, also what the local adapter puts in `event.routeKey`. */
export const routeKey = (route: Pick<RouteDefinition, "method" | "path">): string =>
  `${route.method} ${route.path}`;

export type InputSource = "path" | "query" | "body";

/** The `{name}` placeholders of a route's path. */
export const pathParameterNames = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);

/**
 * Where a route reads one input from. Credentials never come from a URL: query strings end up
 * in CloudFront and API Gateway access logs, so POST/PUT read the body unless `query` says so.
 */
export function inputSource(
  route: Pick<RouteDefinition, "method" | "path" | "query" | "body">,
  name: string,
): InputSource {
  if (pathParameterNames(route.path).includes(name)) return "path";
  if (route.method === "DELETE" && route.body?.includes(name)) return "body";
  if (route.method === "GET" || route.method === "DELETE") return "query";
  return route.query?.includes(name) ? "query" : "body";
}

interface ObjectSchemaLike {
  shape?: Record<string, unknown>;
  _zod?: { def?: { catchall?: { _zod?: { def?: { type?: string } } } } };
}

/** The names a route's input schema declares; undefined when it is not a plain object schema. */
export function declaredInputs(route: Pick<RouteDefinition, "input">): string[] | undefined {
  const shape = (route.input as unknown as ObjectSchemaLike).shape;
  return shape ? Object.keys(shape) : undefined;
}

/**
 * Loose input schemas (checkout) take any body field on purpose, so that card data under any
 * name reaches the refusal that names it (docs/payments.md).
 */
export function acceptsExtraBodyFields(route: Pick<RouteDefinition, "input">): boolean {
  const catchall = (route.input as unknown as ObjectSchemaLike)._zod?.def?.catchall;
  return catchall !== undefined && catchall._zod?.def?.type !== "never";
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** Every JSON response carries these (developers' brief: API). */
export type Envelope<T> = { status: "success"; msg: string } & T;
export type ErrorEnvelope = { status: "error"; msg: string; fields?: Record<string, string> };
