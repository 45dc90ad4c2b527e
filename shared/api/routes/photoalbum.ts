import * as z from "zod";
import { idSchema } from "../../schemas/common";
import { photoSchema } from "../../schemas/photo-album";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

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
