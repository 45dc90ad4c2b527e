import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { PageLoading, RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import { routes } from "./routes";

/** The route table of app/routes.ts under the root layout, its error page and loading state. */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: routes,
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
