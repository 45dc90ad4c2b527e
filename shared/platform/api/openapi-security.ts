import type { RouteDefinition } from "./route";

/**
 * How a caller proves who it is, as the group handler checks it (functions/platform/group-handler.ts,
 * docs/decisions/accounts.md). Cookie names are given without the `__Host-` prefix they carry on
 * an HTTPS deployment; the browser sends them on its own once the API has set them.
 */
export const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "doc_session",
    description:
      "The signed-in customer's session (HttpOnly), set by POST /v1/customer/authenticate and /v1/customer/create; `__Host-doc_session` on HTTPS.",
  },
  presession: {
    type: "apiKey",
    in: "cookie",
    name: "doc_presession",
    description:
      "An anonymous visitor's random id (HttpOnly), set by GET /v1/customer/csrf, that the CSRF token binds to before any sign-in; `__Host-doc_presession` on HTTPS.",
  },
  staffSession: {
    type: "apiKey",
    in: "cookie",
    name: "doc_ops_session",
    description:
      "The operations console's own session (HttpOnly, 30 minutes idle within 8 hours), set by the console sign-in (POST /v1/operations/session, then its two-factor step); `__Host-doc_ops_session` on HTTPS. Each staff operation lists the roles it admits in `x-staff-roles`.",
  },
  csrfToken: {
    type: "apiKey",
    in: "header",
    name: "x-csrf-token",
    description:
      "Double-submit CSRF token for state-changing calls: the value of the readable `doc_csrf` cookie (`doc_ops_csrf` for the operations console), derived from the session or pre-session cookie the request carries; a token made for another cookie is refused with 403.",
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
type Requirement = Partial<Record<SchemeName, never[]>>;

const STATE_CHANGING = new Set(["POST", "PUT", "DELETE"]);

const requirement = (...names: SchemeName[]): Requirement =>
  Object.fromEntries(names.map((name) => [name, []]));

/**
 * The security of one operation, from the route's `auth`: none on public routes; the session
 * cookie on customer routes and the console session on staff routes, with the CSRF header when
 * the call changes state. A public route that starts or ends a session (`csrf: true`: login,
 * sign-up, the cart) needs no sign-in but is refused without the CSRF header, which binds to
 * the pre-session or, once signed in, the session: both are listed as alternatives.
 */
export function securityOf(route: RouteDefinition): Requirement[] {
  const changesState = STATE_CHANGING.has(route.method);
  const staffRealm = route.auth === "staff" || route.group === "operations";
  const session: SchemeName = staffRealm ? "staffSession" : "session";
  if (route.auth === "public") {
    if (!(changesState && route.csrf)) return [];
    return [requirement("presession", "csrfToken"), requirement(session, "csrfToken")];
  }
  return [changesState ? requirement(session, "csrfToken") : requirement(session)];
}
