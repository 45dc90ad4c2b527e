import type { RouteObject } from "react-router-dom";

/**
 * The web route table: every page of the app in one place, each a lazy route in a chunk of its
 * own, so the first load carries only React, the router and SWR (docs/web-app.md). A page is a
 * feature's `routes/*-route.tsx`; the few pages that put several features together are
 * composed here in app/ (home-page.tsx, purchase-page.tsx), because features never import each
 * other. web/src/boot/route-preload.ts names the same modules to preload them from the URL
 * alone; tests/unit/web/route-preload.test.ts holds the two together.
 *
 * Under "/:site" the router ranks static paths ("login", "privacy") above ":section", so they
 * win over section slugs; any other slug is a section page, chosen by app/section-switch.tsx
 * from its section's master slug (that table is not here because only that chunk needs it).
 */

const notFound = () => import("@/features/site-content/not-found/routes/not-found-route");
const resetPassword = () => import("@/features/accounts/account/routes/reset-password-route");

/** Pages outside any campus. */
const sitelessPages: RouteObject[] = [
  // site-content: the landing page, the campus list, static pages
  { path: "/", lazy: () => import("@/features/site-content/landing/routes/landing-route") },
  {
    path: "/campuses",
    lazy: () => import("@/features/site-content/landing/routes/campuses-route"),
  },
  { path: "/404", lazy: notFound },
  {
    path: "/mobile-privacy",
    lazy: () => import("@/features/site-content/static-pages/routes/mobile-privacy-route"),
  },
  {
    path: "/climate-friendly",
    lazy: () => import("@/features/site-content/static-pages/routes/climate-friendly-route"),
  },
  // accounts: the two password reset pages (staff and customers) carry no site. The key is in
  // the fragment; "/*" also takes old links with the key in the path, which the page answers
  // as expired (docs/decisions/accounts.md "Password reset").
  { path: "/resetPassword/*", lazy: resetPassword },
  { path: "/customerResetPassword/*", lazy: resetPassword },
];

/** A campus's pages, under "/:site" (requirements: public-browsing §2, purchases §2). */
const sitePages: RouteObject[] = [
  // site-content: the campus home, with the tiles other features build
  { index: true, lazy: () => import("./home-page") },
  // accounts
  { path: "login", lazy: () => import("@/features/accounts/account/routes/login-route") },
  { path: "signup", lazy: () => import("@/features/accounts/account/routes/signup-route") },
  {
    path: "customer-account",
    lazy: () => import("@/features/accounts/account/routes/account-route"),
  },
  // purchase: after the checkout (the purchase page itself is a section page)
  {
    path: "order-complete",
    lazy: () => import("@/features/purchase/checkout/routes/order-complete-route"),
  },
  {
    path: "confirm-order",
    lazy: () => import("@/features/purchase/checkout/routes/confirm-order-route"),
  },
  // reservations (the reservation form is the "reservations" section page)
  {
    path: "cancel-reservation/:customerId/:reservationId",
    lazy: () => import("@/features/reservations/reservations/routes/cancel-reservation-route"),
  },
  // visitor-forms: the signed-in customer's forms
  {
    path: "dietary-health-form",
    lazy: () => import("@/features/visitor-forms/dietary-form/routes/dietary-form-route"),
  },
  {
    path: "on-the-go-valentine-dining",
    lazy: () => import("@/features/visitor-forms/on-the-go/routes/on-the-go-route"),
  },
  // site-content: static pages, the microsite
  {
    path: "privacy",
    lazy: () => import("@/features/site-content/static-pages/routes/privacy-route"),
  },
  {
    path: "terms-of-use",
    lazy: () => import("@/features/site-content/static-pages/routes/terms-route"),
  },
  {
    path: "dine-on-campus-mobile-app",
    lazy: () => import("@/features/site-content/static-pages/routes/mobile-app-route"),
  },
  {
    path: "microsite",
    lazy: () => import("@/features/site-content/microsite/routes/microsite-route"),
  },
  // Every other slug: the page app/section-switch.tsx lists for the section's master slug
  // (events, the menu, the purchase page…), else the generic section page.
  { path: ":section", lazy: () => import("./section-switch") },
  // site-content: one event, one special offer
  {
    path: "event/:eventId",
    lazy: () => import("@/features/site-content/events/routes/event-route"),
  },
  {
    path: "special-offer/:specialId",
    lazy: () => import("@/features/site-content/offers/routes/offer-route"),
  },
  { path: "*", lazy: notFound },
];

/**
 * The operations console (docs/operations/screens.md): `/operations` with sign-in and the
 * password pages, and the signed-in shell around the staff page and each campus's areas, all
 * under the console's own root.
 */
const consolePages: RouteObject = {
  path: "/operations",
  lazy: () => import("@/features/operations/operations/routes/console-route"),
  children: [
    { index: true, lazy: () => import("@/features/operations/operations/routes/sign-in-route") },
    {
      path: "set-password",
      lazy: () => import("@/features/operations/operations/routes/set-password-route"),
    },
    {
      path: "forgot-password",
      lazy: () => import("@/features/operations/operations/routes/forgot-password-route"),
    },
    {
      lazy: () => import("@/features/operations/operations/routes/shell-route"),
      children: [
        {
          path: "staff",
          lazy: () => import("@/features/operations/operations/routes/staff-route"),
        },
        {
          path: ":siteId",
          children: [
            {
              index: true,
              lazy: () => import("@/features/operations/operations/routes/site-home-route"),
            },
            {
              path: "orders",
              lazy: () => import("@/features/operations/operations/routes/orders-route"),
            },
            {
              path: "orders/:orderId",
              lazy: () => import("@/features/operations/operations/routes/order-route"),
            },
            {
              path: "subscriptions",
              lazy: () => import("@/features/operations/operations/routes/subscriptions-route"),
            },
            {
              path: "reservations",
              lazy: () => import("@/features/operations/operations/routes/reservations-route"),
            },
            {
              path: "forms",
              lazy: () => import("@/features/operations/operations/routes/forms-route"),
            },
            {
              path: "content",
              lazy: () => import("@/features/operations/operations/routes/content-route"),
            },
            {
              path: "audit",
              lazy: () => import("@/features/operations/operations/routes/audit-route"),
            },
            {
              path: "*",
              lazy: () => import("@/features/operations/operations/routes/console-not-found-route"),
            },
          ],
        },
        {
          path: "*",
          lazy: () => import("@/features/operations/operations/routes/console-not-found-route"),
        },
      ],
    },
  ],
};

/** Every route, in the order app/router.tsx puts them under the root layout. */
export const routes: RouteObject[] = [
  ...sitelessPages,
  // Listed before "/:site" so a tie in rank ("/operations/:siteId" against "/:site/login")
  // goes to the console.
  consolePages,
  {
    path: "/:site",
    lazy: () => import("@/features/site-content/site-shell/routes/site-layout-route"),
    children: sitePages,
  },
  { path: "*", lazy: notFound },
];
