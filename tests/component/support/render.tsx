import type { Site } from "@shared/site-content/schemas/site";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { SWRConfig } from "swr";
import type { ApiKey } from "@/lib/api-client";
import { CurrentSiteContext } from "@/lib/current-site";

/**
 * What the stubbed SWR fetcher answers, by the route's operationId: the payload, an Error to
 * fail with, or a function of the call's parameters. A GET nobody answered fails the test.
 */
export type SwrAnswers = Record<string, unknown>;

/** The fetcher every `useSWR(apiKey(route, params))` of the page goes through instead of fetch. */
export function answeringFetcher(answers: SwrAnswers) {
  return async ([route, params]: ApiKey) => {
    if (!(route.operationId in answers)) {
      throw new Error(`No stubbed answer for ${route.operationId} ${JSON.stringify(params)}`);
    }
    const answer = answers[route.operationId];
    if (answer instanceof Error) throw answer;
    return typeof answer === "function" ? answer(params) : structuredClone(answer);
  };
}

/** The router's current path, for tests of a page that navigates away. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div hidden data-testid="location" data-path={pathname} />;
}

/** Where the page's router is now. */
export const currentPath = () =>
  document.querySelector("[data-testid=location]")?.getAttribute("data-path") ?? null;

export interface PageOptions {
  site: Site;
  answers?: SwrAnswers;
  /** The URL the page is rendered at and the route pattern that matches it. */
  path?: string;
  route?: string;
}

/**
 * Renders a page as the site shell does: the current site provided, a router at `path`, and SWR
 * with a fresh cache per test (no state leaks between tests) whose fetcher answers from
 * `answers`. No retries, no revalidation on focus: a test sees each answer once.
 */
export function renderOnSite(ui: ReactNode, options: PageOptions) {
  const { site, answers = {}, path = `/${site.slug}`, route = "/:site/*" } = options;
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fetcher: answeringFetcher(answers),
        shouldRetryOnError: false,
        revalidateOnFocus: false,
        dedupingInterval: 0,
      }}
    >
      <CurrentSiteContext.Provider value={site}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </CurrentSiteContext.Provider>
    </SWRConfig>,
  );
}
