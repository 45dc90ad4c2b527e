/**
 * After a visitor reads a day's menu, the service worker fetches the coming days' menus of the
 * campus's locations, so the menu page still answers tomorrow without a network. Bounded: a few
 * days, a few requests (docs/web-app.md, "Offline"; each one is a billed CloudFront request,
 * docs/cost.md).
 */

/** The menu reads the menu page makes: by location in the path, or (legacy) in the query. */
const PERIODS = /^\/v1\/location\/([^/]+)\/periods$/;
const LEGACY = "/v1/legacy_menus/menu";

/** Today and the two days after it. */
export const PREFETCH_DAYS = 3;
/**
 * At most this many requests per menu read: the read location's next two days, then another
 * location's. Each is a billed request (docs/cost.md), so few.
 */
export const PREFETCH_LIMIT = 4;

export interface MenuRead {
  siteId: string;
  locationId: string;
  date: string;
}

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** The site, location and date of a menu read, or null for any other URL. */
export function menuReadOf(url: URL): MenuRead | null {
  const siteId = url.searchParams.get("site_id");
  const date = url.searchParams.get("date");
  if (!siteId || !date || !YMD.test(date)) return null;
  const periods = PERIODS.exec(url.pathname);
  const locationId = periods
    ? decodeURIComponent(periods[1] as string)
    : url.pathname === LEGACY
      ? url.searchParams.get("location_id")
      : null;
  return locationId ? { siteId, locationId, date } : null;
}

/** `YYYY-MM-DD` plus `days` calendar days (a date, not an instant: no time zone involved). */
export function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same read for another location and date, the other query parameters kept. */
function menuUrl(observed: URL, locationId: string, date: string): string {
  const url = new URL(observed.href);
  if (PERIODS.test(url.pathname)) {
    url.pathname = `/v1/location/${encodeURIComponent(locationId)}/periods`;
  } else {
    url.searchParams.set("location_id", locationId);
  }
  url.searchParams.set("date", date);
  return `${url.pathname}${url.search}`;
}

/**
 * The menus to fetch after `observed` was read: the read location's next days first (what the
 * page opens on tomorrow), then the other locations' days, at most `limit`, never `observed`.
 */
export function menuPrefetchUrls(
  observed: URL,
  locationIds: readonly string[],
  limit: number = PREFETCH_LIMIT,
): string[] {
  const read = menuReadOf(observed);
  if (!read) return [];
  const days = Array.from({ length: PREFETCH_DAYS }, (_, i) => addDays(read.date, i));
  const others = [...new Set(locationIds)].filter((id) => id !== read.locationId);
  const wanted = [
    ...days.slice(1).map((date) => [read.locationId, date] as const),
    ...others.flatMap((id) => days.map((date) => [id, date] as const)),
  ];
  return wanted.slice(0, Math.max(0, limit)).map(([id, date]) => menuUrl(observed, id, date));
}

/** The location list the menu page reads for a site (`for_menus`), whose ids the prefetch uses. */
export function isMenuLocationList(url: URL, siteId: string): boolean {
  return (
    url.pathname === "/v1/locations/all_locations" &&
    url.searchParams.get("site_id") === siteId &&
    url.searchParams.get("for_menus") === "true"
  );
}

/** The location ids of an all_locations answer, in its order; [] when it is not one. */
export function locationIdsOf(body: unknown): string[] {
  const locations = (body as { locations?: unknown } | null)?.locations;
  if (!Array.isArray(locations)) return [];
  return locations
    .map((location) => (location as { id?: unknown } | null)?.id)
    .filter((id): id is string => typeof id === "string" && id !== "");
}
