import type { ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { AccountPanelsContext } from "@/lib/account-panels";
import { ApiError, swrFetcher } from "@/lib/api-client";
import { lazyNamed } from "@/lib/lazy-named";
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

const NotFoundPage = lazyNamed(
  () => import("@/features/site-content/not-found/routes/not-found-route"),
  "Component",
);

const accountPanels = {
  reservations: lazyNamed(
    () => import("@/features/reservations/reservations/components/account-reservations-tab"),
    "Component",
  ),
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    // react-aria's locale (en-US) is set by lib/aria-locale.ts, not by an I18nProvider here.
    <SWRConfig value={swrConfig}>
      <NotFoundContext.Provider value={NotFoundPage}>
        <AccountPanelsContext.Provider value={accountPanels}>
          {children}
        </AccountPanelsContext.Provider>
      </NotFoundContext.Provider>
    </SWRConfig>
  );
}
