import { lazy, type ReactNode } from "react";
import { I18nProvider } from "react-aria-components/I18nProvider";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AccountPanelsContext } from "@/lib/account-panels";
import { ApiError, swrFetcher } from "@/lib/api-client";
import { NotFoundContext } from "@/lib/not-found";

const MAX_RETRIES = 3;

/**
 * A 4xx will not change on retry (unknown site, invalid input); network failures, timeouts
 * and 5xx are retried a few times with exponential back-off.
 */
export const onErrorRetry: SWRConfiguration["onErrorRetry"] = (
  error,
  _key,
  _config,
  revalidate,
  { retryCount },
) => {
  if (error instanceof ApiError && error.isClientError) return;
  if (retryCount > MAX_RETRIES) return;
  setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
};

const swrConfig: SWRConfiguration = { fetcher: swrFetcher, onErrorRetry };

const NotFoundPage = lazy(() =>
  import("@/features/not-found/routes/not-found-route").then((m) => ({ default: m.Component })),
);

const accountPanels = {
  reservations: lazy(() =>
    import("@/features/reservations/components/account-reservations-tab").then((m) => ({
      default: m.Component,
    })),
  ),
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // The site is English (<html lang="en">); without this react-aria follows the browser's
    // language, e.g. right-to-left widgets inside English text for a Hebrew browser.
    <I18nProvider locale="en-US">
      <SWRConfig value={swrConfig}>
        <NotFoundContext.Provider value={NotFoundPage}>
          <AccountPanelsContext.Provider value={accountPanels}>
            {children}
          </AccountPanelsContext.Provider>
        </NotFoundContext.Provider>
      </SWRConfig>
    </I18nProvider>
  );
}
