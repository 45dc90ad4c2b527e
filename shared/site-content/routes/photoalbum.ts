import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { idSchema } from "../../platform/schemas/common";
import { photoSchema } from "../schemas/photo-album";

export const listAlbumPhotos = defineRoute({
  operationId: "listAlbumPhotos",
  group: "photoalbum",
  method: "GET",
  path: "/v1/photoalbum/photo/list",
  summary: "The photos of one published album",
  input: siteInput.extend({ photo_album_id: idSchema }),
  output: z.object({ photos: z.array(photoSchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: { ...DEMO_SITE, photo_album_id: "harvest-2026" },
});

export const photoalbumRoutes = [listAlbumPhotos] as const;
