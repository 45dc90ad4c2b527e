import { siteFileUrl } from "./content/site-files";
/** requirements: public-browsing §9: site URLs without http get https:// prepended. */
export function externalUrl(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** Uploaded images live under files/images, per campus (requirements: public-browsing §7, docs/onboarding.md). */
export function imageUrl(siteId: string, fileName: string): string {
  return siteFileUrl(siteId, "image", fileName);
}

/** A path inside a campus site: `sitePath("uni", "events")` is `/uni/events`. */
export function sitePath(slug: string, ...segments: string[]): string {
  return ["", slug, ...segments].map(encodeURIComponent).join("/");
}
