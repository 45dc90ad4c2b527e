import { readableTextColor } from "../contrast";

/**
 * Each campus is its own installable app (docs/web-app.md, "Offline"): onboarding writes its web
 * app manifest and icons into the campus's folder of the files bucket, and the campus pages link
 * the manifest. Both sides take the addresses from here.
 */
export const APP_FILES_FOLDER = "app";

export const APP_ICONS = [
  { name: "icon-192.png", size: 192, purpose: "any" },
  { name: "icon-512.png", size: 512, purpose: "any" },
  { name: "icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

export const MANIFEST_FILE = "manifest.webmanifest";
export const MANIFEST_CONTENT_TYPE = "application/manifest+json";

/** Key of an app file under the campus's folder (`{site id}/app/{name}`, without the bucket prefix). */
export const appFileKey = (siteId: string, name: string): string =>
  `${siteId}/${APP_FILES_FOLDER}/${name}`;

/** Where the page finds an app file: `/files/{site id}/app/{name}`. */
export const appFileUrl = (siteId: string, name: string): string =>
  `/files/${encodeURIComponent(siteId)}/${APP_FILES_FOLDER}/${encodeURIComponent(name)}`;

export interface ManifestSite {
  id: string;
  slug: string;
  name: string;
  brand_color: string;
  text_color: string;
}

/** Home-screen labels are cut after about 12 characters: the name without its generic words. */
const GENERIC_WORDS = new Set(["the", "of", "university", "college", "institute", "school"]);
const SHORT_NAME_LENGTH = 12;

export function shortName(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const specific = words.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const chosen = specific.length > 0 ? specific : words;
  let result = "";
  for (const word of chosen) {
    const next = result ? `${result} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    result = next;
  }
  return result || (chosen[0] ?? name).slice(0, SHORT_NAME_LENGTH);
}

/** The icon's colours: the brand colour, and the campus's text colour where it stays legible. */
export function iconColors(site: Pick<ManifestSite, "brand_color" | "text_color">): {
  background: string;
  foreground: string;
} {
  return {
    background: site.brand_color,
    foreground: readableTextColor(site.brand_color, site.text_color),
  };
}

/**
 * The campus's manifest: its own start URL and scope (the campus path, so each campus installs
 * as its own app and the installed app never wanders into another campus), the brand colour as
 * theme and splash background, and the icons beside it in the same folder (relative URLs resolve
 * against the manifest's address).
 */
export function campusManifest(site: ManifestSite): Record<string, unknown> {
  const path = `/${encodeURIComponent(site.slug)}/`;
  return {
    id: path,
    name: site.name,
    short_name: shortName(site.name),
    description: `Menus, hours and locations of ${site.name} dining.`,
    lang: "en",
    dir: "ltr",
    start_url: path,
    scope: path,
    display: "standalone",
    theme_color: site.brand_color,
    background_color: site.brand_color,
    icons: APP_ICONS.map((icon) => ({
      src: icon.name,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
