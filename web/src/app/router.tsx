import { createBrowserRouter, type RouteObject, RouterProvider } from "react-router-dom";
import { accountPages } from "./account-pages";
import { reservationPages } from "./reservation-pages";
import { PageLoading, RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { staticPages } from "./static-pages";

/**
 * requirements: public-browsing §2 routes. Every page is a lazy route so the first load carries only React,
 * the router and SWR. Later areas plug in the same way, each from features/<area>/routes:
 * purchases and account (requirements: purchases §2) become static children of "/:site"
 * (e.g. "login", "customer-account"), which the router ranks above ":section".
 */
/**
 * The operations console (docs/operations/screens.md): `/operations` with sign-in and the
 * password pages, and the signed-in shell around the staff page and each campus's areas. Every
 * screen is a lazy route under the console's own root, so none of it is in the entry chunk.
 */
const operationsRoutes: RouteObject = {
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

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: "/", lazy: () => import("@/features/site-content/landing/routes/landing-route") },
      {
        path: "/campuses",
        lazy: () => import("@/features/site-content/landing/routes/campuses-route"),
      },
      {
        path: "/404",
        lazy: () => import("@/features/site-content/not-found/routes/not-found-route"),
      },
      ...staticPages.siteless,
      ...accountPages.siteless,
      // The operations console (docs/operations/screens.md): its own chunks, listed before
      // "/:site" so a tie in rank ("/operations/:siteId" against "/:site/login") goes to it.
      operationsRoutes,
      {
        path: "/:site",
        lazy: () => import("@/features/site-content/site-shell/routes/site-layout-route"),
        children: [
          { index: true, lazy: () => import("./home-page") },
          ...accountPages.site,
          {
            path: "order-complete",
            lazy: () => import("@/features/purchase/checkout/routes/order-complete-route"),
          },
          {
            path: "confirm-order",
            lazy: () => import("@/features/purchase/checkout/routes/confirm-order-route"),
          },
          ...reservationPages.site,
          ...staticPages.site,
          { path: ":section", lazy: () => import("./section-switch") },
          {
            path: "event/:eventId",
            lazy: () => import("@/features/site-content/events/routes/event-route"),
          },
          {
            path: "special-offer/:specialId",
            lazy: () => import("@/features/site-content/offers/routes/offer-route"),
          },
          {
            path: "*",
            lazy: () => import("@/features/site-content/not-found/routes/not-found-route"),
          },
        ],
      },
      { path: "*", lazy: () => import("@/features/site-content/not-found/routes/not-found-route") },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
