import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ Component: ComponentType }>): Page =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/**
 * Dedicated pages chosen by a section's master slug (requirements: public-browsing §2 Routing rules). Each
 * is its own chunk; a slug not listed here gets the generic section page. Areas add a line.
 */
export const sectionPages: Record<string, Page> = {
  events: page(() => import("@/features/site-content/events/routes/events-route")),
  "balanced-u-events": page(
    () => import("@/features/site-content/events/routes/balanced-u-events-route"),
  ),
  balanced_u_events: page(
    () => import("@/features/site-content/events/routes/balanced-u-events-route"),
  ),
  "special-offers": page(() => import("@/features/site-content/offers/routes/offers-route")),
  staff: page(() => import("@/features/site-content/staff/routes/staff-route")),
  newsletters: page(() => import("@/features/site-content/newsletters/routes/newsletters-route")),
  "photo-albums": page(() => import("@/features/site-content/albums/routes/albums-route")),
  surveys: page(() => import("@/features/visitor-forms/surveys/routes/surveys-route")),
  "catering-files": page(() => import("@/features/site-content/catering/routes/catering-route")),
  "dining-blog": page(() => import("@/features/site-content/blog/routes/blog-route")),
  "directors-meetings": page(
    () => import("@/features/site-content/meetings/routes/meetings-route"),
  ),
  "get-answers-now": page(() => import("@/features/visitor-forms/help/routes/help-route")),
  help: page(() => import("@/features/visitor-forms/help/routes/help-route")),
  feedback: page(() => import("@/features/visitor-forms/feedback/routes/feedback-route")),
  "balance-tracker": page(
    () => import("@/features/purchase/balance-tracker/routes/balance-tracker-route"),
  ),
  "whats-on-the-menu": page(() => import("@/features/menus/menus/routes/menu-route")),
  "campus-map": page(() => import("@/features/menus/locations/routes/map-route")),
  "dining-map": page(() => import("@/features/site-content/static-pages/routes/dining-map-route")),
  "hours-of-operation": page(() => import("@/features/menus/hours/routes/hours-route")),
  "meal-plan-purchase": page(() => import("./purchase-page")),
  reservations: page(
    () => import("@/features/reservations/reservations/routes/reservations-route"),
  ),
};
