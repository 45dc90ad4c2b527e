import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ Component: ComponentType }>): Page =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/**
 * Dedicated pages chosen by a section's master slug (requirements: public-browsing §2 Routing rules). Each
 * is its own chunk; a slug not listed here gets the generic section page. Areas add a line.
 */
export const sectionPages: Record<string, Page> = {
  events: page(() => import("@/features/events/routes/events-route")),
  "balanced-u-events": page(() => import("@/features/events/routes/balanced-u-events-route")),
  balanced_u_events: page(() => import("@/features/events/routes/balanced-u-events-route")),
  "special-offers": page(() => import("@/features/offers/routes/offers-route")),
  staff: page(() => import("@/features/staff/routes/staff-route")),
  newsletters: page(() => import("@/features/newsletters/routes/newsletters-route")),
  "photo-albums": page(() => import("@/features/albums/routes/albums-route")),
  surveys: page(() => import("@/features/surveys/routes/surveys-route")),
  "catering-files": page(() => import("@/features/catering/routes/catering-route")),
  "dining-blog": page(() => import("@/features/blog/routes/blog-route")),
  "directors-meetings": page(() => import("@/features/meetings/routes/meetings-route")),
  "get-answers-now": page(() => import("@/features/help/routes/help-route")),
  help: page(() => import("@/features/help/routes/help-route")),
  feedback: page(() => import("@/features/feedback/routes/feedback-route")),
  "balance-tracker": page(() => import("@/features/balance-tracker/routes/balance-tracker-route")),
  "whats-on-the-menu": page(() => import("@/features/menus/routes/menu-route")),
  "campus-map": page(() => import("@/features/locations/routes/map-route")),
  "dining-map": page(() => import("@/features/static-pages/routes/dining-map-route")),
  "hours-of-operation": page(() => import("@/features/hours/routes/hours-route")),
  "meal-plan-purchase": page(() => import("./purchase-page")),
  reservations: page(() => import("@/features/reservations/routes/reservations-route")),
};
