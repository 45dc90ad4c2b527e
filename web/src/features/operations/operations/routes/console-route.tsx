import { Outlet } from "react-router-dom";
import { SWRConfig } from "swr";
import { opsFetcher } from "../api/ops-request";
import { ConsoleStyles } from "../components/console-styles";

/**
 * The root of `/operations` (its own chunk, docs/operations/screens.md): the console's styles,
 * its SWR fetcher (the console's CSRF realm and the session-ended signal), and a page kept out
 * of search engines. Sign-in pages render directly under it; the signed-in screens under the shell.
 */
export function Component() {
  return (
    <SWRConfig value={{ fetcher: opsFetcher }}>
      <ConsoleStyles />
      <meta name="robots" content="noindex, nofollow" />
      <div className="ops-app">
        <Outlet />
      </div>
    </SWRConfig>
  );
}
