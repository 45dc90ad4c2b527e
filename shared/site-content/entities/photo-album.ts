import { defineEntity, pad4, type QuerySpec, sitePk } from "../../platform/data/entity";
import {
  inSitePartition,
  kindInSite,
  siteIdAttribute,
} from "../../platform/entities/site-partition";
import { photoAlbumSchema } from "../schemas/photo-album";

type AlbumKey = { siteId: string; sortOrder: number; albumId: string };

const albumIndexPk = (siteId: string, albumId: string) => `${sitePk(siteId)}#ALBUM#${albumId}`;

/**
 * A photo album with its photos, in sort order; its gsi1 row finds it by id without knowing
 * the sort order (docs/data-model.md #15).
 */
export const photoAlbumEntity = defineEntity({
  type: "photo_album",
  schema: photoAlbumSchema,
  skPrefix: "ALBUM#",
  key: ({ siteId, sortOrder, albumId }: AlbumKey) =>
    inSitePartition(siteId, `ALBUM#${pad4(sortOrder)}#${albumId}`),
  indexes: ({ siteId, albumId }: AlbumKey) => ({
    gsi1pk: albumIndexPk(siteId, albumId),
    gsi1sk: "ALBUM",
  }),
  attributes: siteIdAttribute,
});

/** access pattern #14: the albums in order. */
export const photoAlbumsOfSite = (siteId: string) => kindInSite(siteId, photoAlbumEntity.skPrefix);

/** access pattern #15: one album by id. */
export const photoAlbumById = (siteId: string, albumId: string): QuerySpec => ({
  index: "gsi1",
  pk: albumIndexPk(siteId, albumId),
});
