import type { getLegacyMenu } from "@shared/menus/routes/legacy-menus";
import type {
  getMenuPeriod,
  listMenuPeriods,
  searchLocationMenus,
} from "@shared/menus/routes/location";
import useSWR from "swr";
import { type ApiError, apiKey, apiRequest, type RouteOutput, routeRef } from "@/lib/api-client";

const periodsRoute = routeRef<typeof listMenuPeriods>({
  operationId: "listMenuPeriods",
  method: "GET",
  path: "/v1/location/{location_id}/periods",
});
const periodRoute = routeRef<typeof getMenuPeriod>({
  operationId: "getMenuPeriod",
  method: "GET",
  path: "/v1/location/{location_id}/periods/{period_id}",
});
const legacyRoute = routeRef<typeof getLegacyMenu>({
  operationId: "getLegacyMenu",
  method: "GET",
  path: "/v1/legacy_menus/menu",
});
const searchRoute = routeRef<typeof searchLocationMenus>({
  operationId: "searchLocationMenus",
  method: "GET",
  path: "/v1/location/menu_search",
});

export type PeriodList = RouteOutput<typeof listMenuPeriods>;
export type PeriodMenu = RouteOutput<typeof getMenuPeriod>["menu"]["period"];
export type SearchResults = RouteOutput<typeof searchLocationMenus>["search_results"];

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
      ? apiKey(periodsRoute, { site_id: siteId, location_id: locationId, date, platform: 0 })
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
  return useSWR<RouteOutput<typeof getMenuPeriod>, ApiError>(
    periodId
      ? apiKey(periodRoute, {
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
  return useSWR<RouteOutput<typeof getLegacyMenu>, ApiError>(
    enabled && locationId
      ? apiKey(legacyRoute, { site_id: siteId, location_id: locationId, date })
      : null,
    once,
  );
}

export const searchMenus = (siteId: string, locationId: string, phrase: string) =>
  apiRequest(searchRoute, { site_id: siteId, location_id: locationId, phrase });
