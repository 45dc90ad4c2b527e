import { NotFoundError } from "../../shared/platform/errors";
import type { Site } from "../../shared/site-content/schemas/site";
import { dynamoSiteStore } from "./site-store";

/**
 * The published-site check of `site: "published"` routes. A site's record changes a few
 * times a year, so a warm Lambda keeps it for a minute instead of spending a DynamoDB round
 * trip on every call (docs/decisions/entities.md); unpublishing takes effect within that minute.
 */
const TTL_MS = 60_000;

/** Unknown and unpublished sites answer alike. */
export const INVALID_SITE = "Invalid site.";
const cache = new Map<string, { site: Site | undefined; until: number }>();

export async function publishedSite(siteId: string, now: Date): Promise<Site> {
  let entry = cache.get(siteId);
  if (!entry || entry.until <= now.getTime()) {
    const found = siteId ? await dynamoSiteStore.getById(siteId) : undefined;
    entry = { site: found?.site, until: now.getTime() + TTL_MS };
    if (cache.size > 500) cache.clear();
    cache.set(siteId, entry);
  }
  return requirePublished(entry.site);
}

/**
 * A site just read another way (`sites/{slug}/info` reads it by slug): kept as the check would
 * keep it, so the calls a page makes after that one, home tiles included, find it in this
 * Lambda without a read of their own.
 */
export function rememberSite(site: Site, now: Date): void {
  if (cache.size > 500) cache.clear();
  cache.set(site.id, { site, until: now.getTime() + TTL_MS });
}

/** The published-site rule, for this check and for the lookup by slug. */
export function requirePublished<S extends { published: boolean }>(site: S | undefined): S {
  if (!site?.published) throw new NotFoundError(INVALID_SITE);
  return site;
}

/** Tests that unpublish a site clear the cache instead of waiting out the minute. */
export const clearSiteCache = (): void => cache.clear();
