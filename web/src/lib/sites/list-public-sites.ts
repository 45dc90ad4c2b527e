import useSWR from "swr";
import { type ApiError, apiKey, apiRequest, type OutputOf } from "@/lib/api-client";
import { listPublicSites as listPublicSitesRoute } from "@/lib/api-routes/site-content/list-public-sites";

export type PublicSiteList = OutputOf<typeof listPublicSitesRoute>;

/** GET sites/public: published sites for the school selector (requirements: public-browsing §2). */
export const listPublicSites = (): Promise<PublicSiteList> => apiRequest(listPublicSitesRoute, {});

export function usePublicSites() {
  return useSWR<PublicSiteList, ApiError>(apiKey(listPublicSitesRoute, {}), listPublicSites, {
    revalidateOnFocus: false,
  });
}
