import useSWR from "swr";
import { type ApiError, apiKey, apiRequest, type OutputOf } from "@/lib/api-client";
import { getLegacyMenu } from "@/lib/api-routes/menus/get-legacy-menu";
import { getMenuPeriod } from "@/lib/api-routes/menus/get-menu-period";
import { listMenuPeriods } from "@/lib/api-routes/menus/list-menu-periods";
import { searchLocationMenus } from "@/lib/api-routes/menus/search-location-menus";

export type PeriodList = OutputOf<typeof listMenuPeriods>;
export type PeriodMenu = OutputOf<typeof getMenuPeriod>["menu"]["period"];
export type SearchResults = OutputOf<typeof searchLocationMenus>["search_results"];

const once = { revalidateOnFocus: false } as const;

/** The day's periods with the first one's menu (requirements: public-browsing §7 location/{id}/periods). */
export function usePeriods(
  siteId: string,
  locationId: string | null,
  date: string,
  enabled: boolean,
) {
  return useSWR<PeriodList, ApiError>(
    enabled && locationId
      ? apiKey(listMenuPeriods, { site_id: siteId, location_id: locationId, date, platform: 0 })
      : null,
    once,
  );
}

/** Another period's menu; null while the preloaded first period is the chosen one. */
export function usePeriod(
  siteId: string,
  locationId: string,
  date: string,
  periodId: string | null,
) {
  return useSWR<OutputOf<typeof getMenuPeriod>, ApiError>(
    periodId
      ? apiKey(getMenuPeriod, {
          site_id: siteId,
          location_id: locationId,
          period_id: periodId,
          date,
          platform: 0,
        })
      : null,
    once,
  );
}

export function useLegacyMenu(
  siteId: string,
  locationId: string | null,
  date: string,
  enabled: boolean,
) {
  return useSWR<OutputOf<typeof getLegacyMenu>, ApiError>(
    enabled && locationId
      ? apiKey(getLegacyMenu, { site_id: siteId, location_id: locationId, date })
      : null,
    once,
  );
}

export const searchMenus = (siteId: string, locationId: string, phrase: string) =>
  apiRequest(searchLocationMenus, { site_id: siteId, location_id: locationId, phrase });
