import * as z from "zod";
import { photoAlbumSchema } from "../../schemas/photo-album";
import { CACHE } from "../cache";
import { defineRoute } from "../route";
import { DEMO_SITE, siteInput } from "./content-route";

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
