import type { ErrorEnvelope, RouteDefinition } from "@shared/platform/api/route";
import type { z } from "zod";
import { noteAnswer } from "./offline-status";
import { csrfHeaders, refreshCsrfToken } from "./session/csrf";

/** requirements: public-browsing §7: every call times out after 20 seconds. */
export const API_TIMEOUT_MS = 20_000;

/** requirements: public-browsing §4/§8: failures show the response message or this text. */
export const GENERIC_FAILURE = "Something went wrong.";

export type ApiErrorKind = "http" | "network" | "timeout" | "invalid_response";

/** Any failed call: a non-2xx, an envelope with status "error", no answer, or a malformed one. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** HTTP status; 0 when no response arrived. */
    readonly statusCode: number,
    /** The envelope's `msg`, shown to users where the spec says so. */
    readonly msg: string,
    readonly kind: ApiErrorKind = "http",
    readonly fields: Record<string, string> = {},
  ) {
    super(msg);
  }

  get isClientError(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500;
  }
}

export type RouteInput<R extends RouteDefinition> = z.input<R["input"]>;
export type RouteOutput<R extends RouteDefinition> = z.output<R["output"]>;

/**
 * A route of shared/<area>/routes/* without its zod schemas. Importing a definition at runtime
 * ships zod (about 25 KB gzipped) to every page; a ref carries the method and path, checked
 * against the definition's literal types at compile time, and the types of its input and
 * output. The refs are generated from the route list into web/src/lib/api-routes/<area>.ts
 * (scripts/glue/web-route-refs.ts). See docs/web-app.md, "API client".
 */
export interface RouteRef<R extends RouteDefinition> {
  readonly operationId: R["operationId"];
  readonly method: R["method"];
  readonly path: R["path"];
  /** DELETE inputs the route reads from the body (a credential never travels in a URL). */
  readonly body?: R["body"];
  /**
   * `false` on a public write the API does not guard with CSRF (the browser-details beacon):
   * no token is fetched for it, so a first visit's home page stays at three API calls.
   */
  readonly csrf?: false;
  /** Phantom: carries the definition's type for inference; never set. */
  readonly __definition?: R;
}

/** A full definition (its output is parsed) or a ref (the payload is trusted as typed). */
export type ApiRoute<R extends RouteDefinition> = R | RouteRef<R>;

/** The definition behind a ref (or a definition itself). */
export type DefinitionOf<T> = T extends RouteDefinition
  ? T
  : T extends RouteRef<infer R>
    ? R
    : never;
/** What a call of this ref takes, e.g. `InputOf<typeof fetchCart>`. */
export type InputOf<T> = RouteInput<DefinitionOf<T>>;
/** What a call of this ref answers. */
export type OutputOf<T> = RouteOutput<DefinitionOf<T>>;

// Secrets never travel in a URL: query strings end up in access logs and browser history.
const SECRET_FIELD = /password|card_num|card_cvv/i;

export interface BuiltRequest {
  /** Path and query, relative to the origin (the API is served under /v1 on the same host). */
  url: string;
  method: RouteDefinition["method"];
  body?: string;
}

/**
 * Fills `{param}` placeholders from `params`; the remaining fields become the query string
 * (GET, DELETE) or the JSON body (POST, PUT, and the DELETE inputs a route lists in `body`),
 * as the handlers read them (`inputSource` in shared/platform/api/route.ts).
 */
export function buildRequest(
  route: Pick<RouteDefinition, "method" | "path" | "body">,
  params: Record<string, unknown>,
): BuiltRequest {
  const rest: Record<string, unknown> = { ...params };
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Missing path parameter "${name}" for ${route.method} ${route.path}`);
    }
    delete rest[name];
    return encodeURIComponent(String(value));
  });

  if (route.method === "POST" || route.method === "PUT") {
    return { url: path, method: route.method, body: JSON.stringify(rest) };
  }

  const inBody: Record<string, unknown> = {};
  for (const name of route.body ?? []) {
    if (name in rest) inBody[name] = rest[name];
    delete rest[name];
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (SECRET_FIELD.test(key)) {
      throw new Error(`Refusing to put "${key}" in the query string of ${route.path}`);
    }
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) query.append(key, queryValue(item));
  }
  const search = query.toString();
  const url = search ? `${path}?${search}` : path;
  if (route.body?.length) return { url, method: route.method, body: JSON.stringify(inBody) };
  return { url, method: route.method };
}

function queryValue(value: unknown): string {
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Injected by tests; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Calls one route of the shared route list and returns its parsed payload. UI reactions
 * (messages, redirects) belong to the callers; this only reports failures as ApiError.
 */
export async function apiRequest<R extends RouteDefinition>(
  route: ApiRoute<R>,
  params: RouteInput<R>,
  options: RequestOptions = {},
): Promise<RouteOutput<R>> {
  const built = buildRequest(route, params as Record<string, unknown>);
  const withCsrf = route.csrf !== false;
  let response = await send(built, options, withCsrf);
  // A CSRF token bound to a session that has since ended (or a pre-session that expired) is
  // refused once; a fresh one is asked for and the call sent again.
  if (response.status === 403 && built.method !== "GET" && (await isCsrfRefusal(response))) {
    await refreshCsrfToken(options.fetch);
    response = await send(built, options, withCsrf);
  }
  // An answer the service worker saved earlier says so; the offline notice shows its time.
  if (built.method === "GET") noteAnswer(built.url, response.headers);
  const json = await readJson(response);
  const envelope = json as Partial<ErrorEnvelope> | null;
  if (!response.ok || envelope === null || envelope.status === "error") {
    throw new ApiError(
      response.status,
      typeof envelope?.msg === "string" && envelope.msg ? envelope.msg : GENERIC_FAILURE,
      "http",
      envelope?.fields ?? {},
    );
  }
  if (!("output" in route)) return json as RouteOutput<R>;
  // Handlers may answer with z.input of the output schema; parsing fills the defaults.
  const parsed = route.output.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, GENERIC_FAILURE, "invalid_response");
  return parsed.data as RouteOutput<R>;
}

const CSRF_REFUSED = "Your session could not be verified. Please reload the page and try again.";

async function isCsrfRefusal(response: Response): Promise<boolean> {
  const body = (await readJson(response.clone())) as { msg?: unknown } | null;
  return body?.msg === CSRF_REFUSED;
}

async function send(
  built: BuiltRequest,
  options: RequestOptions,
  withCsrf: boolean,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  try {
    // Fetching a CSRF token first may take a moment; an abort meanwhile still reaches the call.
    const csrf = withCsrf ? await csrfHeaders(built.method, options.fetch) : {};
    if (options.signal?.aborted) {
      throw options.signal.reason ?? new DOMException("The call was aborted.", "AbortError");
    }
    return await (options.fetch ?? fetch)(built.url, {
      method: built.method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(built.body === undefined ? {} : { "content-type": "application/json" }),
        ...csrf,
      },
      body: built.body,
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, GENERIC_FAILURE, timedOut ? "timeout" : "network");
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** SWR keys are `[route, params]` so one global fetcher serves every hook. */
export type ApiKey<R extends RouteDefinition = RouteDefinition> = readonly [
  ApiRoute<R>,
  RouteInput<R>,
];

export const apiKey = <R extends RouteDefinition>(
  route: ApiRoute<R>,
  params: RouteInput<R>,
): ApiKey<R> => [route, params];

export const swrFetcher = <R extends RouteDefinition>([route, params]: ApiKey<R>) =>
  apiRequest(route, params);
