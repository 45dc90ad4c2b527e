import useSWR from "swr";
import { type ApiError, apiKey, type OutputOf } from "@/lib/api-client";
import { listLocationStatus } from "@/lib/api-routes/menus/list-location-status";

/**
 * The What's Open tile's SWR key: on the home page its data comes with sites/home_tiles and is
 * seeded under this key, so the tile fetches nothing there (docs/decisions/public-site.md).
 */
export const locationStatusKey = (siteId: string) =>
  apiKey(listLocationStatus, { site_id: siteId });

/** Every location's status now, computed on the server. */
export const useLocationStatus = (siteId: string) =>
  useSWR<OutputOf<typeof listLocationStatus>, ApiError>(locationStatusKey(siteId));
