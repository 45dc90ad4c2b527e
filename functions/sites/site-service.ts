import { NotFoundError } from "../../shared/errors";
import type { PublicSite } from "../../shared/schemas/site";
import type { SiteStore, StoredSite } from "../lib/store/site-store";

/** public-browsing §4 Site load: unknown and unpublished sites answer alike. */
export const INVALID_SITE = "Invalid site.";

export async function siteInfo(
  store: SiteStore,
  requestedSlug: string,
): Promise<StoredSite & { perform_redirect: boolean }> {
  const found = await store.getBySlug(requestedSlug);
  if (!found?.site.published) throw new NotFoundError(INVALID_SITE);
  // The canonical slug is the one onboarding wrote; any other casing is redirected to it.
  return { ...found, perform_redirect: requestedSlug !== found.site.slug };
}

export async function publicSites(store: SiteStore): Promise<PublicSite[]> {
  const sites = await store.listPublished();
  return sites.sort((a, b) => a.name.localeCompare(b.name));
}
