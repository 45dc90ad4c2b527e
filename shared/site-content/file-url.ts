import type { FileFolder } from "../onboarding/campus-file";

/**
 * What a file is for, and the folder the spec serves it from (requirements: public-browsing §7 Images and
 * files). The logo, dining map, landing modal, carousel, event and album pictures use images/.
 */
export const FILE_KIND_FOLDERS = {
  logo: "images",
  image: "images",
  banner: "section_banner",
  location: "location",
  staff: "staff",
  special: "special",
  newsletter: "newsletters",
  catering: "catering",
  microsite: "microsite",
  /** The campus map's own tiles (shared/platform/map-tiles.ts: map/campus.pmtiles). */
  map: "map",
} as const satisfies Record<string, FileFolder>;

export type FileKind = keyof typeof FILE_KIND_FOLDERS;

/**
 * The one way to address an uploaded file: `/files/{site id}/{folder}/{name}`, each part encoded,
 * where onboarding stores it (docs/onboarding.md). A name with a path ("x/y.png") stays one segment.
 */
export function siteFileUrl(siteId: string, kind: FileKind, fileName: string): string {
  return `/files/${encodeURIComponent(siteId)}/${FILE_KIND_FOLDERS[kind]}/${encodeURIComponent(fileName)}`;
}
