import type { listLocations } from "@shared/menus/routes/locations";
import useSWR from "swr";
import { type ApiError, apiKey, type RouteOutput, routeRef } from "@/lib/api-client";

const route = routeRef<typeof listLocations>({
  operationId: "listLocations",
  method: "GET",
  path: "/v1/locations/all_locations",
});

export type LocationList = RouteOutput<typeof listLocations>;
export type LocationItem = LocationList["locations"][number];

/** GET locations/all_locations with buildings, for the menu page or the map (requirements: public-browsing §7). */
export function useLocations(siteId: string, purpose: "for_menus" | "for_map") {
  return useSWR<LocationList, ApiError>(
    apiKey(route, { site_id: siteId, [purpose]: "true", with_buildings: "true", platform: 0 }),
    { revalidateOnFocus: false },
  );
}
