import { NotFoundError } from "../../shared/errors";
import type { Site } from "../../shared/schemas/site";
import { dynamoSiteStore } from "./store/site-store";

/**
 * The published-site check of `site: "published"` routes. A site's record changes a few
 * times a year, so a warm Lambda keeps it for a minute instead of spending a DynamoDB round
 * trip on every call (docs/decisions/entities.md); unpublishing takes effect within that minute.
 */
const TTL_MS = 60_000;
const cache = new Map<string, { site: Site | undefined; until: number }>();

export async function publishedSite(siteId: string, now: Date): Promise<Site> {
  let entry = cache.get(siteId);
  if (!entry || entry.until <= now.getTime()) {
    const found = siteId ? await dynamoSiteStore.getById(siteId) : undefined;
    entry = { site: found?.site, until: now.getTime() + TTL_MS };
    if (cache.size > 500) cache.clear();
    cache.set(siteId, entry);
  }
  if (!entry.site?.published) throw new NotFoundError("Invalid site.");
  return entry.site;
}

/** Tests that unpublish a site clear the cache instead of waiting out the minute. */
export const clearSiteCache = (): void => cache.clear();
