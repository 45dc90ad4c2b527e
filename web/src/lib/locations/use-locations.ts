import useSWR from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { listLocations } from "@/lib/api-routes/menus/list-locations";

export type LocationList = OutputOf<typeof listLocations>;
export type LocationItem = LocationList["locations"][number];

/** GET locations/all_locations with buildings, for the menu page or the map (requirements: public-browsing §7). */
export function useLocations(siteId: string, purpose: "for_menus" | "for_map") {
  return useSWR<LocationList, ApiError>(
    apiKey(listLocations, {
      site_id: siteId,
      [purpose]: "true",
      with_buildings: "true",
      platform: 0,
    }),
    { revalidateOnFocus: false },
  );
}
