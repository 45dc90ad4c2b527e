import { Outlet, ScrollRestoration } from "react-router-dom";

/** Shown while the first route's chunk downloads. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading
    </p>
  );
}

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
