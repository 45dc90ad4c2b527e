import type { PublicSite } from "../../../shared/site-content/schemas/site";
import { requirePublished } from "../../platform/site-cache";
import type { SiteStore, StoredSite } from "../../platform/site-store";

export async function siteInfo(
  store: SiteStore,
  requestedSlug: string,
): Promise<StoredSite & { perform_redirect: boolean }> {
  const found = await store.getBySlug(requestedSlug);
  const site = requirePublished(found?.site);
  // The canonical slug is the one onboarding wrote; any other casing is redirected to it.
  return {
    site,
    logo_exists: found?.logo_exists ?? false,
    perform_redirect: requestedSlug !== site.slug,
  };
}

export async function publicSites(store: SiteStore): Promise<PublicSite[]> {
  const sites = await store.listPublished();
  return sites.sort((a, b) => a.name.localeCompare(b.name));
}
