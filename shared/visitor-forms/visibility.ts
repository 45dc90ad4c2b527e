// "Only published content within its dates is served". Instants are ISO-8601 UTC
// strings ending in Z, so comparing them as text orders them by time.

export interface Dated {
  published: boolean;
  start: string;
  end: string;
}

/** Events and Balanced U events: published and not yet over (current and upcoming). */
export function isEventListed(event: Dated, nowIso: string): boolean {
  return event.published && event.end >= nowIso;
}

/** Special offers: published and running now, start to end inclusive. */
export function isOfferCurrent(offer: Dated, nowIso: string): boolean {
  return offer.published && offer.start <= nowIso && nowIso <= offer.end;
}

/** Blog articles: published and dated today or earlier (campus calendar dates). */
export function isArticlePublished(
  article: { published: boolean; published_date: string },
  todayYmd: string,
): boolean {
  return article.published && article.published_date <= todayYmd;
}

/** Events in date order, soonest first; ties by id so the order is stable. */
export function byStart<T extends { start: string; id: string }>(a: T, b: T): number {
  return a.start.localeCompare(b.start) || a.id.localeCompare(b.id);
}
