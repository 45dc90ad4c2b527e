/**
 * The first script of every page (scripts/build-web.ts builds it apart and index.html loads it
 * async, before the entry): from the URL alone it asks the browser for the route's chunks and,
 * on a campus page, for the site's bootstrap call. Without it these requests wait until the
 * entry (React, the router) has downloaded and run, then the route chunk has, then its imports
 * have: three round trips in a row before the page can render (docs/web-app.md, First load).
 * A wrong guess costs one unused preload, never a broken page: the router still imports what it
 * needs. Tiny and dependency-free on purpose; the route table mirrors app/routes.ts
 * and the section pages of app/section-switch.tsx (tests/unit/web/route-preload.test.ts checks
 * that every source named here is one of their lazy imports, and every page of theirs is here).
 */

/** Source paths under web/src, without extension, as the router's lazy imports name them. */
export const LANDING = "features/site-content/landing/routes/landing-route";
export const CAMPUSES = "features/site-content/landing/routes/campuses-route";
export const SITE_LAYOUT = "features/site-content/site-shell/routes/site-layout-route";
export const HOME = "app/home-page";
export const SECTION_SWITCH = "app/section-switch";
export const GENERIC_SECTION = "features/site-content/sections/routes/section-route";

/** First path segments that are not campuses (app/routes.ts, pages outside any campus). */
const SITELESS = new Set([
  "campuses",
  "404",
  "mobile-privacy",
  "climate-friendly",
  "resetpassword",
  "customerresetpassword",
  // The operations console (its chunks load with the router; no campus to bootstrap).
  "operations",
]);

/** Static children of /:site, ranked above ":section" by the router. */
export const SITE_PAGES: Record<string, string> = {
  login: "features/accounts/account/routes/login-route",
  signup: "features/accounts/account/routes/signup-route",
  "customer-account": "features/accounts/account/routes/account-route",
  "order-complete": "features/purchase/checkout/routes/order-complete-route",
  "confirm-order": "features/purchase/checkout/routes/confirm-order-route",
  "dietary-health-form": "features/visitor-forms/dietary-form/routes/dietary-form-route",
  "on-the-go-valentine-dining": "features/visitor-forms/on-the-go/routes/on-the-go-route",
  privacy: "features/site-content/static-pages/routes/privacy-route",
  "terms-of-use": "features/site-content/static-pages/routes/terms-route",
  "dine-on-campus-mobile-app": "features/site-content/static-pages/routes/mobile-app-route",
  microsite: "features/site-content/microsite/routes/microsite-route",
  event: "features/site-content/events/routes/event-route",
  "special-offer": "features/site-content/offers/routes/offer-route",
  "cancel-reservation": "features/reservations/reservations/routes/cancel-reservation-route",
};

/**
 * Dedicated section pages by master slug (app/section-switch.tsx). The URL carries the section's
 * own slug, which is its master slug for every standard section; any other gets the generic page.
 */
export const SECTION_PAGES: Record<string, string> = {
  events: "features/site-content/events/routes/events-route",
  "balanced-u-events": "features/site-content/events/routes/balanced-u-events-route",
  "special-offers": "features/site-content/offers/routes/offers-route",
  staff: "features/site-content/staff/routes/staff-route",
  newsletters: "features/site-content/newsletters/routes/newsletters-route",
  "photo-albums": "features/site-content/albums/routes/albums-route",
  surveys: "features/visitor-forms/surveys/routes/surveys-route",
  "catering-files": "features/site-content/catering/routes/catering-route",
  "dining-blog": "features/site-content/blog/routes/blog-route",
  "directors-meetings": "features/site-content/meetings/routes/meetings-route",
  "get-answers-now": "features/visitor-forms/help/routes/help-route",
  help: "features/visitor-forms/help/routes/help-route",
  feedback: "features/visitor-forms/feedback/routes/feedback-route",
  "balance-tracker": "features/purchase/balance-tracker/routes/balance-tracker-route",
  "whats-on-the-menu": "features/menus/menus/routes/menu-route",
  "campus-map": "features/menus/locations/routes/map-route",
  "dining-map": "features/site-content/static-pages/routes/dining-map-route",
  "hours-of-operation": "features/menus/hours/routes/hours-route",
  "meal-plan-purchase": "app/purchase-page",
  reservations: "features/reservations/reservations/routes/reservations-route",
};

export interface RoutePreload {
  /** Route sources whose chunks the page will import. */
  sources: string[];
  /** The campus slug as the URL spells it, when the page is a campus page. */
  site?: string;
}

const own = (table: Record<string, string>, key: string): string | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** What a path will load, guessed from the URL as the router matches it (case-insensitively). */
export function routePreload(pathname: string): RoutePreload {
  const segments = pathname.toLowerCase().split("/").filter(Boolean);
  const [first, second] = segments;
  if (!first) return { sources: [LANDING] };
  const site = pathname.split("/").filter(Boolean)[0];
  if (SITELESS.has(first)) {
    return { sources: segments.length === 1 && first === "campuses" ? [CAMPUSES] : [] };
  }
  if (!second) return { sources: [SITE_LAYOUT, HOME], site };
  const child = own(SITE_PAGES, second);
  if (child) return { sources: [SITE_LAYOUT, child], site };
  if (segments.length > 2) return { sources: [SITE_LAYOUT], site };
  return {
    sources: [SITE_LAYOUT, SECTION_SWITCH, own(SECTION_PAGES, second) ?? GENERIC_SECTION],
    site,
  };
}

/** The site bootstrap call's URL, as web/src/lib/sites/get-site-info.ts builds it. */
export function siteInfoUrl(site: string): string | undefined {
  try {
    return `/v1/sites/${encodeURIComponent(decodeURIComponent(site))}/info`;
  } catch {
    return undefined;
  }
}

function preload(href: string, as?: "fetch"): void {
  const link = document.createElement("link");
  if (as) {
    link.rel = "preload";
    link.as = as;
    // fetch() from the same origin sends credentials; a preload only serves a request made
    // in the same mode.
    link.crossOrigin = "anonymous";
  } else {
    link.rel = "modulepreload";
  }
  link.href = href;
  document.head.append(link);
}

/** Chunk URLs per route source, filled in by scripts/build-web.ts. */
declare const ROUTE_FILES: Record<string, string[]> | undefined;

/**
 * A page's first `Intl` call sets up the browser's ICU data: ~12 ms of main thread on this
 * machine, ~100 ms on a phone, spent inside whichever task first formats a date or loads
 * react-aria (docs/decisions/web-first-paint.md). Made here, after the preloads are on their
 * way, it runs while the main thread would only wait for the app's chunks.
 */
export function warmIntl(): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf(["en-US"]);
  } catch {
    // No Intl: nothing to warm.
  }
}

/** How long one task may spend adding preload links before it yields to the browser. */
export const PRELOAD_SLICE_MS = 4;

/**
 * Preloads this page's chunks and its campus's info, then warms ICU in a task of its own. Each
 * link costs the main thread about half a millisecond to a millisecond (the browser starts its
 * request on insertion) and a page such as the account page preloads 60 chunks: they go in
 * slices of PRELOAD_SLICE_MS, in order, so no task grows long (docs/decisions/web-first-paint.md).
 */
function boot(routeFiles: Record<string, string[]>): void {
  const { sources, site } = routePreload(window.location.pathname);
  const files = [...new Set(sources.flatMap((source) => routeFiles[source] ?? []))];
  const info = site ? siteInfoUrl(site) : undefined;
  if (info) preload(info, "fetch");
  const slice = () => {
    const until = performance.now() + PRELOAD_SLICE_MS;
    while (files.length > 0 && performance.now() < until) preload(files.shift() as string);
    setTimeout(files.length > 0 ? slice : warmIntl, 0);
  };
  slice();
}

// From a microtask, not the module's top level: a recording browser (Lighthouse) keeps the
// stack of every request, and this module's top-level frame on it would make V8 parse the
// whole file again for its source positions (see main.tsx).
if (typeof document !== "undefined" && typeof ROUTE_FILES !== "undefined" && ROUTE_FILES) {
  const routeFiles = ROUTE_FILES;
  queueMicrotask(() => boot(routeFiles));
}
