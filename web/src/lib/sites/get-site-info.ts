import type { getSiteInfo as getSiteInfoDefinition } from "@shared/site-content/routes/sites";
import useSWR, { mutate } from "swr";
import { type ApiError, apiKey, apiRequest, type RouteOutput, routeRef } from "@/lib/api-client";

const getSiteInfoRoute = routeRef<typeof getSiteInfoDefinition>({
  operationId: "getSiteInfo",
  method: "GET",
  path: "/v1/sites/{slug}/info",
});

export type SiteInfo = RouteOutput<typeof getSiteInfoDefinition>;

/** GET sites/{slug}/info: the site bootstrap; the server matches the slug case-insensitively. */
export const getSiteInfo = (slug: string): Promise<SiteInfo> =>
  apiRequest(getSiteInfoRoute, { slug });

export function useSiteInfo(slug: string | undefined) {
  return useSWR<SiteInfo, ApiError>(
    slug ? apiKey(getSiteInfoRoute, { slug }) : null,
    () => getSiteInfo(slug ?? ""),
    // A site's configuration changes rarely; refetching on every tab focus only costs a call.
    { revalidateOnFocus: false },
  );
}

/**
 * After a perform_redirect the page asks again under the canonical slug; the answer is
 * already known, so it is cached under that key instead of fetched a second time.
 */
export function primeSiteInfo(info: SiteInfo): Promise<unknown> {
  return mutate(
    apiKey(getSiteInfoRoute, { slug: info.site.slug }),
    { ...info, perform_redirect: false },
    {
      revalidate: false,
    },
  );
}
