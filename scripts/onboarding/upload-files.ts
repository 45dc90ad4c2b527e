import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { extname, resolve } from "node:path";
import { HeadObjectCommand, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import type { CampusFileEntry } from "../../shared/onboarding/campus-file";

const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
  ".html": "text/html; charset=utf-8",
  // The campus map archive (docs/decisions/map-tiles.md); read by range requests.
  ".pmtiles": "application/vnd.pmtiles",
};

/** Files of a campus sit under its site id, so two campuses may both have images/logo.svg. */
export const fileObjectKey = (siteId: string, key: string): string => `${siteId}/${key}`;

export interface UploadCounts {
  uploaded: number;
  unchanged: number;
}

async function storedEtag(s3: S3Client, bucket: string, key: string): Promise<string | null> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ETag?.replaceAll('"', "") ?? null;
  } catch {
    return null;
  }
}

/** An object to write into the files bucket. */
export interface FileObject {
  key: string;
  body: Buffer;
  contentType: string;
  cacheControl?: string;
}

/** Writes each object unless the bucket already holds the same bytes (single-part ETag = MD5). */
export async function putIfChanged(
  s3: S3Client,
  bucket: string,
  objects: Iterable<FileObject> | AsyncIterable<FileObject>,
): Promise<UploadCounts> {
  const counts: UploadCounts = { uploaded: 0, unchanged: 0 };
  for await (const object of objects) {
    const md5 = createHash("md5").update(object.body).digest("hex");
    if ((await storedEtag(s3, bucket, object.key)) === md5) {
      counts.unchanged += 1;
      continue;
    }
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: object.key,
        Body: object.body,
        ContentType: object.contentType,
        ...(object.cacheControl ? { CacheControl: object.cacheControl } : {}),
      }),
    );
    counts.uploaded += 1;
  }
  return counts;
}

/** Uploads each file unless the bucket already holds the same bytes (single-part ETag = MD5). */
export async function uploadFiles(
  s3: S3Client,
  bucket: string,
  siteId: string,
  baseDir: string,
  files: CampusFileEntry[],
  keyPrefix = "",
): Promise<UploadCounts> {
  return putIfChanged(
    s3,
    bucket,
    (async function* () {
      for (const entry of files) {
        yield {
          key: `${keyPrefix}${fileObjectKey(siteId, entry.key)}`,
          body: await readFile(resolve(baseDir, entry.path)),
          contentType:
            CONTENT_TYPES[extname(entry.key).toLowerCase()] ?? "application/octet-stream",
        };
      }
    })(),
  );
}
