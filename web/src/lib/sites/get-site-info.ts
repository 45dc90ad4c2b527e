import useSWR, { mutate } from "swr";
import { type ApiError, apiKey, apiRequest, type OutputOf } from "@/lib/api-client";
import { getSiteInfo as getSiteInfoRoute } from "@/lib/api-routes/site-content/get-site-info";

export type SiteInfo = OutputOf<typeof getSiteInfoRoute>;

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
