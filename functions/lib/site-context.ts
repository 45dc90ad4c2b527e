import { NotFoundError } from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import type { SiteStore } from "./store/site-store";

/** Every site-scoped call starts here: an unknown or unpublished site is refused alike. */
export async function requirePublishedSite(store: SiteStore, siteId: string): Promise<Site> {
  const found = await store.getById(siteId);
  if (!found?.site.published) throw new NotFoundError("Invalid site.");
  return found.site;
}
