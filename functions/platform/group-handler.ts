import middy from "@middy/core";
import type { APIGatewayProxyEventV2, Context } from "aws-lambda";
import type { z } from "zod";
import { type RouteDefinition, routeKey } from "../../shared/platform/api/route";
import { NotFoundError, ValidationError } from "../../shared/platform/errors";
import type { Site } from "../../shared/site-content/schemas/site";
import { withCacheControl } from "./cache-headers";
import { errorMiddleware } from "./error-middleware";
import { collectInput, type HttpResult, json, zodIssuesToFields } from "./http";
import { logger, withInvocationContext } from "./logger";
import { currentRequestScope, reportRequestDone, runInRequestScope } from "./request-scope";
import type { Session } from "./session/session-token";
import { publishedSite } from "./site-cache";
import type { StaffContext } from "./staff-session/staff-guard";

/**
 * The CSRF and session checks, with jose and the Secrets Manager client behind them (~30 KB):
 * loaded by the first request that needs them, so the many groups of public reads never read,
 * compile or run them at all (docs/benchmarks.md, Lambda bundles).
 */
const sessionChecks = () => import("./session/request-checks");

export interface RequestContext {
  event: APIGatewayProxyEventV2;
  /** The request's instant; services take it as a parameter instead of reading the clock. */
  now: Date;
  /** The verified session; set on `auth: "customer"` routes only (docs/decisions/accounts.md). */
  session?: Session;
  /** The signed-in staff member; set on `auth: "staff"` routes only (docs/operations.md). */
  staff?: StaffContext;
  /** Set-Cookie values the response will carry (login, logout). */
  cookies: string[];
  /**
   * The published site named by the input, on `site: "published"` routes: the check runs
   * beside the implementation's first reads (one round trip), and writes wait for it.
   */
  site?: Promise<Site>;
}

/** The context of a route: `site` is always there on `site: "published"` routes. */
type ContextOf<R extends RouteDefinition> = (R extends { site: "published" }
  ? RequestContext & { site: Promise<Site> }
  : RequestContext) &
  (R extends { auth: "staff" } ? { staff: StaffContext } : unknown);

const STATE_CHANGING = new Set(["POST", "PUT", "DELETE"]);

type Implementation<R extends RouteDefinition> = (
  input: z.output<R["input"]>,
  ctx: ContextOf<R>,
) => Promise<R["response"] extends "raw" ? HttpResult : z.input<R["output"]> & { msg?: string }>;

export type Implementations<Routes extends readonly RouteDefinition[]> = {
  [R in Routes[number] as R["operationId"]]: Implementation<R>;
};

/** The spec names the site `site_id`, and `site` in the two calls of the public site's tiles. */
function siteCheck(input: unknown, now: Date): Promise<Site> {
  const { site_id, site } = input as { site_id?: unknown; site?: unknown };
  const check = publishedSite(String(site_id ?? site ?? ""), now);
  const scope = currentRequestScope();
  if (scope) scope.writesAfter = check;
  return check;
}

type AnyImplementation = (input: unknown, ctx: RequestContext) => Promise<unknown>;

/** Routes and their implementations, as a handler dispatches them. */
export interface RouteSection {
  byKey: ReadonlyMap<string, RouteDefinition>;
  table: Readonly<Record<string, AnyImplementation>>;
}

/** Typed like createGroupHandler's arguments: every route of `routes` implemented, no others. */
export function defineSection<const Routes extends readonly RouteDefinition[]>(
  routes: Routes,
  implementations: NoInfer<Implementations<Routes>>,
): RouteSection {
  return {
    byKey: new Map(routes.map((route) => [routeKey(route), route])),
    table: implementations as unknown as Record<string, AnyImplementation>,
  };
}

/**
 * The Lambda of one resource group: finds the route by API Gateway's route key, parses the
 * input with the route's schema and wraps the result in the `{status, msg}` envelope.
 */
export function createGroupHandler<const Routes extends readonly RouteDefinition[]>(
  routes: Routes,
  implementations: NoInfer<Implementations<Routes>>,
) {
  const section = defineSection(routes, implementations);
  return groupHandler(async () => section);
}

/** `() => import("./sections/x")`: a section module exports its routes as `section`. */
export type SectionImport = () => Promise<{ section: RouteSection }>;

/**
 * A group whose routes fall into sections that share little (the customer's session, profile,
 * password reset, forms, reservations and subscriptions): each route key names the `import()` of its section, and a
 * request loads only its own. A section's schemas and code are then built by the first request
 * that needs them instead of by every cold start (docs/benchmarks.md, Lambda bundles); esbuild
 * puts each section in a chunk of its own (infra/bundling.ts). The keys are checked against
 * the route list by tests/unit/api/route-sections.test.ts.
 */
export function createSectionedGroupHandler(sections: Readonly<Record<string, SectionImport>>) {
  const loading = new Map<SectionImport, Promise<RouteSection>>();
  return groupHandler((key) => {
    const load = Object.hasOwn(sections, key) ? sections[key] : undefined;
    if (!load) return Promise.resolve(undefined);
    let section = loading.get(load);
    if (!section) {
      section = load().then((module) => module.section);
      // A failed import is tried again by the next request, not remembered.
      section.catch(() => loading.delete(load));
      loading.set(load, section);
    }
    return section;
  });
}

function groupHandler(sectionOf: (routeKey: string) => Promise<RouteSection | undefined>) {
  const handle = async (event: APIGatewayProxyEventV2) => {
    const section = await sectionOf(event.routeKey);
    const definition = section?.byKey.get(event.routeKey);
    if (!section || !definition) throw new NotFoundError();
    const now = new Date();
    const guarded = definition.auth === "customer";
    const staffOnly = definition.auth === "staff";
    const changesState = STATE_CHANGING.has(definition.method);
    const checks =
      guarded || staffOnly || (changesState && definition.csrf) ? await sessionChecks() : undefined;
    const realm = staffOnly || definition.group === "operations" ? "staff" : "customer";
    if (checks && changesState && !(await checks.csrfTokenMatches(event, realm))) {
      checks.refuseCsrf();
    }
    const session = guarded ? await checks?.requireSession(event, now) : undefined;
    const parsed = definition.input.safeParse(collectInput(event, definition));
    // A console request is authorized before its input is judged: an outsider learns nothing
    // of a route's parameters, and a campus role is refused another campus (403) first.
    const staffCheck = staffOnly
      ? await checks?.requireStaff(
          event,
          now,
          definition.roles ?? [],
          parsed.success ? parsed.data : collectInput(event, definition),
        )
      : undefined;
    if (!parsed.success) {
      const fields = zodIssuesToFields(parsed.error.issues);
      throw new ValidationError(Object.values(fields)[0] ?? "Invalid request.", fields);
    }
    if (session) checks?.checkSessionScope(session, parsed.data);
    const implementation = section.table[definition.operationId];
    if (!implementation) throw new NotFoundError();
    const site = definition.site === "published" ? siteCheck(parsed.data, now) : undefined;
    const cookies: string[] = [...(staffCheck?.cookies ?? [])];
    // The site check and the implementation run together; an unknown site is refused even if
    // the implementation finished first, and its writes never left (they wait for the check).
    const [checked, outcome] = await Promise.allSettled([
      site,
      implementation(parsed.data, {
        event,
        now,
        cookies,
        ...(session ? { session } : {}),
        ...(staffCheck ? { staff: staffCheck.staff } : {}),
        ...(site ? { site } : {}),
      }),
    ]);
    if (checked.status === "rejected") throw checked.reason;
    if (outcome.status === "rejected") throw outcome.reason;
    const result = outcome.value;
    const finish = (response: HttpResult): HttpResult =>
      withCacheControl(
        definition,
        cookies.length > 0
          ? { ...response, cookies: [...(response.cookies ?? []), ...cookies] }
          : response,
      );
    if (definition.response === "raw") return finish(result as HttpResult);
    const { msg, ...payload } = (result ?? {}) as { msg?: string };
    return finish(json(200, { status: "success", msg: msg ?? "OK", ...payload }));
  };

  const dispatch = (event: APIGatewayProxyEventV2, _context: Context) =>
    runInRequestScope(async () => {
      const started = performance.now();
      try {
        return await handle(event);
      } finally {
        const done = {
          routeKey: event.routeKey,
          durationMs: Math.round(performance.now() - started),
          dynamoCalls: currentRequestScope()?.dynamoCalls ?? 0,
          dynamoRoundTrips: currentRequestScope()?.dynamoRoundTrips ?? 0,
        };
        logger.info("request done", done);
        reportRequestDone(done);
      }
    });

  return middy<APIGatewayProxyEventV2, HttpResult>()
    .use(withInvocationContext())
    .use(errorMiddleware())
    .handler(dispatch);
}
