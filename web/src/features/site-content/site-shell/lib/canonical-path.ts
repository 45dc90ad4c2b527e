/**
 * requirements: public-browsing §4: with perform_redirect the browser moves to the canonical slug. Only the
 * first path segment changes, so /UNI/events becomes /uni/events.
 */
export function canonicalPath(pathname: string, slug: string): string {
  const rest = pathname.replace(/^\/[^/]*/, "");
  return `/${encodeURIComponent(slug)}${rest}`;
}
