import type { getLocationDetail } from "@shared/menus/routes/location";
import useSWR from "swr";
import { type ApiError, apiKey, type RouteOutput, routeRef } from "@/lib/api-client";

const route = routeRef<typeof getLocationDetail>({
  operationId: "getLocationDetail",
  method: "GET",
  path: "/v1/location/{location_id}/detail",
});

export type LocationDetail = RouteOutput<typeof getLocationDetail>["location"];

/** Location detail (requirements: public-browsing §7: site_id, location_id, platform 0). */
export function useLocationDetail(siteId: string, locationId: string | null) {
  return useSWR<RouteOutput<typeof getLocationDetail>, ApiError>(
    locationId ? apiKey(route, { site_id: siteId, location_id: locationId, platform: 0 }) : null,
    { revalidateOnFocus: false },
  );
}
