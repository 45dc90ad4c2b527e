import { operationsAreas } from "../../../shared/operations/routes/operations";
import { routeKey } from "../../../shared/platform/api/route";
import { createSectionedGroupHandler, type SectionImport } from "../../platform/group-handler";

// Each request loads only its area's section (functions/platform/group-handler.ts); the keys come
// from the areas' route lists, so a route cannot be added without its section serving it.
const loaders: Record<keyof typeof operationsAreas, SectionImport> = {
  session: () => import("./sections/session"),
  staff: () => import("./sections/staff"),
  orders: () => import("./sections/orders"),
  subscriptions: () => import("./sections/subscriptions"),
  reservations: () => import("./sections/reservations"),
  forms: () => import("./sections/forms"),
  content: () => import("./sections/content"),
  audit: () => import("./sections/audit"),
};

export const sections: Record<string, SectionImport> = Object.fromEntries(
  Object.entries(operationsAreas).flatMap(([area, routes]) =>
    routes.map((route) => [routeKey(route), loaders[area as keyof typeof operationsAreas]]),
  ),
);

export const handler = createSectionedGroupHandler(sections);
