import type { z } from "zod";

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
  /** Path, query and JSON body parameters, merged into one object and parsed together. */
  input: I;
  /** The payload beside `status` and `msg`; for `raw` routes, documentation only. */
  output: O;
  /** `customer` routes read the customer from the verified session, never from a parameter. */
  auth: "public" | "customer";
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
  /**
   * Public answers that may be cached for this many seconds (`Cache-Control: public, max-age`);
   * every other answer is `no-store`.
   */
  cacheSeconds?: number;
  /** Largest accepted request body in bytes; defaults to 16 KiB. */
  maxBodyBytes?: number;
  /**
   * A valid input against the demo campuses: documented in OpenAPI and replayed by the
   * benchmark that counts DynamoDB round trips per call.
   */
  example: Record<string, unknown>;
}

/** Keeps the literal types (operationId, response, schemas) that handlers are typed from. */
export const defineRoute = <const R extends RouteDefinition>(route: R): R => route;

/** The API Gateway route key, also what the local adapter puts in `event.routeKey`. */
export const routeKey = (route: Pick<RouteDefinition, "method" | "path">): string =>
  `${route.method} ${route.path}`;

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** Every JSON response carries these (developers' brief: API). */
export type Envelope<T> = { status: "success"; msg: string } & T;
export type ErrorEnvelope = { status: "error"; msg: string; fields?: Record<string, string> };
