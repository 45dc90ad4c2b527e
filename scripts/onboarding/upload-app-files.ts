import type { S3Client } from "@aws-sdk/client-s3";
import {
  APP_ICONS,
  appFileKey,
  campusManifest,
  iconColors,
  MANIFEST_CONTENT_TYPE,
  MANIFEST_FILE,
  type ManifestSite,
} from "../../shared/platform/offline/web-manifest";
import { renderIcon } from "./app-icons";
import { putIfChanged, type UploadCounts } from "./upload-files";

/**
 * An hour at the edge and in browsers: a changed name or brand colour reaches installed apps
 * within the hour, and a page view does not fetch the manifest again meanwhile.
 */
export const APP_FILES_CACHE_CONTROL = "public, max-age=3600";

export interface AppFile {
  name: string;
  body: Buffer;
  contentType: string;
}

/** The campus's web app manifest and its icons, made from the site record (docs/onboarding.md). */
export function campusAppFiles(site: ManifestSite): AppFile[] {
  const colors = iconColors(site);
  return [
    {
      name: MANIFEST_FILE,
      body: Buffer.from(`${JSON.stringify(campusManifest(site), null, 2)}\n`),
      contentType: MANIFEST_CONTENT_TYPE,
    },
    ...APP_ICONS.map((icon) => ({
      name: icon.name,
      body: renderIcon(icon.size, colors, icon.purpose === "maskable"),
      contentType: "image/png",
    })),
  ];
}

/** Writes the app files into the campus's folder, skipping those the bucket already holds. */
export async function uploadAppFiles(
  s3: S3Client,
  bucket: string,
  site: ManifestSite,
  keyPrefix = "",
): Promise<UploadCounts> {
  return putIfChanged(
    s3,
    bucket,
    campusAppFiles(site).map((file) => ({
      key: `${keyPrefix}${appFileKey(site.id, file.name)}`,
      body: file.body,
      contentType: file.contentType,
      cacheControl: APP_FILES_CACHE_CONTROL,
    })),
  );
}
