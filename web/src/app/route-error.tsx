import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { NotFound } from "@/lib/not-found";

/**
 * Only reached when rendering crashes or a lazy chunk fails to download (e.g. after a
 * deploy removed it); expected outcomes such as an unknown site render their own pages.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main className="page-error">
      <title>Something went wrong</title>
      <h1>Something went wrong.</h1>
      <p>
        <a href={window.location.href}>Reload this page</a>
      </p>
    </main>
  );
}
