import useSWR from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { getLocationDetail } from "@/lib/api-routes/menus/get-location-detail";

export type LocationDetail = OutputOf<typeof getLocationDetail>["location"];

/** Location detail (requirements: public-browsing §7: site_id, location_id, platform 0). */
export function useLocationDetail(siteId: string, locationId: string | null) {
  return useSWR<OutputOf<typeof getLocationDetail>, ApiError>(
    locationId
      ? apiKey(getLocationDetail, { site_id: siteId, location_id: locationId, platform: 0 })
      : null,
    { revalidateOnFocus: false },
  );
}
