import type { RouteDefinition } from "@shared/platform/api/route";
import {
  ApiError,
  type ApiKey,
  type ApiRoute,
  apiRequest,
  type RequestOptions,
  type RouteInput,
  type RouteOutput,
} from "@/lib/api-client";
import { csrfToken } from "@/lib/session/csrf";

/**
 * The console's CSRF realm (functions/platform/session/csrf.ts `csrfBindingOf(…, "staff")`): a
 * console request's token is bound to the console session when there is one, else to the
 * pre-session. The console session's token sits in its own readable cookie (`doc_ops_csrf`,
 * set with `doc_ops_session` and living exactly as long); before it exists (the sign-in steps)
 * the pre-session's token is the app's usual `doc_csrf`. The public site's calls are untouched.
 */
const OPS_CSRF_COOKIES = ["__Host-doc_ops_csrf", "doc_ops_csrf"];

function readCookie(names: readonly string[]): string | undefined {
  if (typeof document === "undefined") return undefined;
  const jar = new Map<string, string>();
  for (const part of document.cookie.split(/;\s*/)) {
    const at = part.indexOf("=");
    if (at > 0) jar.set(part.slice(0, at), decodeURIComponent(part.slice(at + 1)));
  }
  for (const name of names) {
    const value = jar.get(name);
    if (value) return value;
  }
  return undefined;
}

/** Whether this browser holds a console session (its CSRF cookie lives exactly as long). */
export const hasConsoleCookie = (): boolean => readCookie(OPS_CSRF_COOKIES) !== undefined;

/** The token a console POST, PUT or DELETE carries. */
export async function consoleCsrfToken(fetcher?: typeof fetch): Promise<string> {
  return readCookie(OPS_CSRF_COOKIES) ?? (await csrfToken(fetcher));
}

const withConsoleCsrf =
  (base: typeof fetch | undefined): typeof fetch =>
  async (input, init = {}) => {
    const send = base ?? fetch;
    const method = (init.method ?? "GET").toUpperCase();
    if (method === "GET" || method === "HEAD") return send(input, init);
    const headers = new Headers(init.headers);
    headers.set("x-csrf-token", await consoleCsrfToken(base));
    return send(input, { ...init, headers });
  };

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * The signed-in shell listens: a 401 on any call made with the session means the session ended
 * (8 hours, 30 minutes idle, signed out elsewhere, disabled), and the shell sends to sign-in.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => {
    sessionEndedListeners.delete(listener);
  };
}

/**
 * Calls a console route with the console's CSRF token. The route's own CSRF handling is
 * switched off (`csrf: false`) so no customer token is fetched for it; this wrapper adds the
 * right header instead.
 */
export async function opsRequest<R extends RouteDefinition>(
  route: ApiRoute<R>,
  params: RouteInput<R>,
  options: RequestOptions = {},
): Promise<RouteOutput<R>> {
  try {
    return await apiRequest({ ...route, csrf: false } as ApiRoute<R>, params, {
      ...options,
      fetch: withConsoleCsrf(options.fetch),
    });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 401) {
      for (const listener of sessionEndedListeners) listener();
    }
    throw error;
  }
}

/** The console's SWR fetcher (keys are `apiKey(route, params)`, as elsewhere in the app). */
export const opsFetcher = <R extends RouteDefinition>([route, params]: ApiKey<R>) =>
  opsRequest(route, params);
