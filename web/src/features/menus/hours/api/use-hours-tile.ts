import useSWR from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { getHoursWithLocations } from "@/lib/api-routes/menus/get-hours-with-locations";

// Apart from use-hours.ts: the tile is on the home page, the hours page's call is not.

/**
 * The Hours tile's SWR key: on the home page its data comes with sites/home_tiles and is seeded
 * under this key, so the tile fetches nothing there (docs/decisions/public-site.md).
 */
export const hoursTileKey = (siteId: string) => apiKey(getHoursWithLocations, { site_id: siteId });

/** Today's hours of each location, for the Hours tile. */
export const useHoursTile = (siteId: string) =>
  useSWR<OutputOf<typeof getHoursWithLocations>, ApiError>(hoursTileKey(siteId));
