import type { RouteDefinition } from "./route";
import { accountRoutes } from "./routes/accounts";
import { blockedStudentAccountsRoutes } from "./routes/blocked-student-accounts";
import { cartRoutes } from "./routes/cart";
import { cartCheckoutRoutes } from "./routes/cart-checkout";
import { contentAndFormsRoutes } from "./routes/content-and-forms";
import { facultyEmailRoutes } from "./routes/faculty-email";
import { locationsAndMenusRoutes } from "./routes/locations-and-menus";
import { openapiRoutes } from "./routes/openapi";
import { operationsRoutes } from "./routes/operations";
import { paymentsRoutes } from "./routes/payments";
import { promoCodeRoutes } from "./routes/promo-codes";
import { publicSiteRoutes } from "./routes/public-site";
import { reservationsRoutes } from "./routes/reservations";
import { siteHomeRoutes } from "./routes/site-home";
import { sitesRoutes } from "./routes/sites";

/**
 * Every v1 route. Adding one here adds its API Gateway route (infra/), its local route
 * (scripts/local), its OpenAPI entry and, with a new group, its Lambda.
 */
export const routeList: readonly RouteDefinition[] = [
  ...sitesRoutes,
  ...openapiRoutes,
  ...locationsAndMenusRoutes,
  ...accountRoutes,
  ...contentAndFormsRoutes,
  ...siteHomeRoutes,
  ...publicSiteRoutes,
  ...cartRoutes,
  ...promoCodeRoutes,
  ...cartCheckoutRoutes,
  ...blockedStudentAccountsRoutes,
  ...facultyEmailRoutes,
  ...reservationsRoutes,
  ...paymentsRoutes,
  ...operationsRoutes,
];

/** Lambda groups in route-list order, each served by `functions/<group>/handler.ts`. */
export const routeGroups = (): string[] => [...new Set(routeList.map((route) => route.group))];
