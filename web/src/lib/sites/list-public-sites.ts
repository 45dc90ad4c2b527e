import type { listPublicSites as listPublicSitesDefinition } from "@shared/site-content/routes/sites";
import useSWR from "swr";
import { type ApiError, apiKey, apiRequest, type RouteOutput, routeRef } from "@/lib/api-client";

const listPublicSitesRoute = routeRef<typeof listPublicSitesDefinition>({
  operationId: "listPublicSites",
  method: "GET",
  path: "/v1/sites/public",
});

export type PublicSiteList = RouteOutput<typeof listPublicSitesDefinition>;

/** GET sites/public: published sites for the school selector (requirements: public-browsing §2). */
export const listPublicSites = (): Promise<PublicSiteList> => apiRequest(listPublicSitesRoute, {});

export function usePublicSites() {
  return useSWR<PublicSiteList, ApiError>(apiKey(listPublicSitesRoute, {}), listPublicSites, {
    revalidateOnFocus: false,
  });
}
