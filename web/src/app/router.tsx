import { createBrowserRouter, RouterProvider } from "react-router-dom";
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
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: "/", lazy: () => import("@/features/landing/routes/landing-route") },
      { path: "/campuses", lazy: () => import("@/features/landing/routes/campuses-route") },
      { path: "/404", lazy: () => import("@/features/not-found/routes/not-found-route") },
      ...staticPages.siteless,
      ...accountPages.siteless,
      {
        path: "/:site",
        lazy: () => import("@/features/site-shell/routes/site-layout-route"),
        children: [
          { index: true, lazy: () => import("./home-page") },
          ...accountPages.site,
          {
            path: "order-complete",
            lazy: () => import("@/features/checkout/routes/order-complete-route"),
          },
          {
            path: "confirm-order",
            lazy: () => import("@/features/checkout/routes/confirm-order-route"),
          },
          ...reservationPages.site,
          ...staticPages.site,
          { path: ":section", lazy: () => import("./section-switch") },
          { path: "event/:eventId", lazy: () => import("@/features/events/routes/event-route") },
          {
            path: "special-offer/:specialId",
            lazy: () => import("@/features/offers/routes/offer-route"),
          },
          { path: "*", lazy: () => import("@/features/not-found/routes/not-found-route") },
        ],
      },
      { path: "*", lazy: () => import("@/features/not-found/routes/not-found-route") },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
