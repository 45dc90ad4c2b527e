import * as z from "zod";
import { CACHE } from "../../platform/api/cache";
import { DEMO_SITE, siteInput } from "../../platform/api/content-route";
import { defineRoute } from "../../platform/api/route";
import { photoAlbumSchema } from "../schemas/photo-album";

/** An album in the dropdown; its photos load separately (photoalbum/photo/list). */
export const albumSummarySchema = photoAlbumSchema.pick({ id: true, name: true, sort_order: true });

export const listPublicAlbums = defineRoute({
  operationId: "listPublicAlbums",
  group: "photoalbums",
  method: "GET",
  path: "/v1/photoalbums/pub_list",
  summary: "Published photo albums in their configured order",
  input: siteInput,
  output: z.object({ albums: z.array(albumSummarySchema) }),
  auth: "public",
  site: "published",
  cache: CACHE.content,
  example: DEMO_SITE,
});

export const photoalbumsRoutes = [listPublicAlbums] as const;
