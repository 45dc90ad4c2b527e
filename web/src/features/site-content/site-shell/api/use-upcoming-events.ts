import { useMemo } from "react";
import { useLocation } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { listUpcomingEvents } from "@/lib/api-routes/site-content/list-upcoming-events";
import type { SiteShell } from "@/lib/site-shell";

/**
 * requirements: public-browsing §7 GET events/upcoming_events, for the footer of every page. On the site home the events
 * come with sites/home_tiles, which fills this key (`useSeedUpcomingEvents`), so the footer does
 * not fetch them there (docs/decisions/public-site.md: three API calls on the home page).
 */
export function useUpcomingEvents(siteId: string) {
  const { pathname } = useLocation();
  const onHome = pathname.split("/").filter(Boolean).length === 1;
  return useSWR<OutputOf<typeof listUpcomingEvents>, ApiError>(
    apiKey(listUpcomingEvents, { site_id: siteId }),
    { revalidateOnMount: !onHome, revalidateOnFocus: false },
  );
}

/**
 * What the layout hands the page under it (lib/site-shell.ts): a way to put events that came
 * with another call under the footer's key.
 */
export function useShellHandOver(): SiteShell {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      seedUpcomingEvents: (siteId, events) =>
        void mutate(apiKey(listUpcomingEvents, { site_id: siteId }), events, { revalidate: false }),
    }),
    [mutate],
  );
}
