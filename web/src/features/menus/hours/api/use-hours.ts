import type { getHoursOfOperation } from "@shared/menus/routes/locations";
import useSWR from "swr";
import { type ApiError, apiKey, type RouteOutput, routeRef } from "@/lib/api-client";

const route = routeRef<typeof getHoursOfOperation>({
  operationId: "getHoursOfOperation",
  method: "GET",
  path: "/v1/locations/hours_of_operation",
});

export type HoursPayload = RouteOutput<typeof getHoursOfOperation>;

/** The hours page's week; `date` null means the current campus week. */
export function useHours(siteId: string, date: string | null) {
  return useSWR<HoursPayload, ApiError>(
    apiKey(route, { site_id: siteId, ...(date ? { date } : {}) }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
