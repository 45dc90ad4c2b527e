import type { RouteDefinition } from "./route";
import { openapiRoutes } from "./routes/openapi";
import { sitesRoutes } from "./routes/sites";

/**
 * Every v1 route. Adding one here adds its API Gateway route (infra/), its local route
 * (scripts/local), its OpenAPI entry and, with a new group, its Lambda.
 */
export const routeList: readonly RouteDefinition[] = [...sitesRoutes, ...openapiRoutes];

/** Lambda groups in route-list order, each served by `functions/<group>/handler.ts`. */
export const routeGroups = (): string[] => [...new Set(routeList.map((route) => route.group))];
