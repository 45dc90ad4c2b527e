import type { RouteDefinition } from "../../platform/api/route";
import { operationsAuditRoutes } from "./operations-audit";
import { operationsContentRoutes } from "./operations-content";
import { operationsFormsRoutes } from "./operations-forms";
import { operationsOrdersRoutes } from "./operations-orders";
import { operationsReservationsRoutes } from "./operations-reservations";
import { operationsSessionRoutes } from "./operations-session";
import { operationsStaffRoutes } from "./operations-staff";
import { operationsSubscriptionsRoutes } from "./operations-subscriptions";

/**
 * The operations console's routes by area (docs/operations.md): one Lambda group, each area a
 * section of its own that a request loads only when it needs it.
 */
export const operationsAreas = {
  session: operationsSessionRoutes,
  staff: operationsStaffRoutes,
  orders: operationsOrdersRoutes,
  subscriptions: operationsSubscriptionsRoutes,
  reservations: operationsReservationsRoutes,
  forms: operationsFormsRoutes,
  content: operationsContentRoutes,
  audit: operationsAuditRoutes,
} as const satisfies Record<string, readonly RouteDefinition[]>;

export const operationsRoutes: readonly RouteDefinition[] = Object.values(operationsAreas).flat();
