import { accountRoutes } from "./accounts/routes/accounts";
import { locationsAndMenusRoutes } from "./menus/routes/locations-and-menus";
import { operationsRoutes } from "./operations/routes/operations";
import { openapiRoutes } from "./platform/api/openapi-route";
import type { RouteDefinition } from "./platform/api/route";
import { blockedStudentAccountsRoutes } from "./purchase/routes/blocked-student-accounts";
import { cartRoutes } from "./purchase/routes/cart";
import { cartCheckoutRoutes } from "./purchase/routes/cart-checkout";
import { facultyEmailRoutes } from "./purchase/routes/faculty-email";
import { paymentsRoutes } from "./purchase/routes/payments";
import { promoCodeRoutes } from "./purchase/routes/promo-codes";
import { reservationsRoutes } from "./reservations/routes/reservations";
import { contentAndFormsRoutes } from "./site-content/routes/content-and-forms";
import { publicSiteRoutes } from "./site-content/routes/public-site";
import { siteHomeRoutes } from "./site-content/routes/site-home";
import { sitesRoutes } from "./site-content/routes/sites";

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
