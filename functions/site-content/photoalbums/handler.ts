import {
  photoAlbumEntity,
  photoAlbumsOfSite,
} from "../../../shared/site-content/entities/photo-album";
import { photoalbumsRoutes } from "../../../shared/site-content/routes/photoalbums";
import { createGroupHandler } from "../../platform/group-handler";
import { queryEntities } from "../../platform/table";

export const handler = createGroupHandler(photoalbumsRoutes, {
  listPublicAlbums: async ({ site_id }) => {
    const albums = await queryEntities(photoAlbumEntity, photoAlbumsOfSite(site_id));
    return {
      albums: albums
        .filter((album) => album.published)
        .map(({ id, name, sort_order }) => ({ id, name, sort_order })),
    };
  },
});
