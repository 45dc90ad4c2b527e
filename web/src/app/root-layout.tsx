import { Outlet, ScrollRestoration } from "react-router-dom";
import { PageSkeleton } from "@/components/page-skeleton";

/** Shown while the first route's chunk downloads: the app shell index.html painted. */
export function PageLoading() {
  return <PageSkeleton />;
}

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
