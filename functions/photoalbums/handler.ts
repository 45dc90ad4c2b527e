import { photoalbumsRoutes } from "../../shared/api/routes/photoalbums";
import { photoAlbumEntity, photoAlbumsOfSite } from "../../shared/data/entities/photo-album";
import { createGroupHandler } from "../lib/group-handler";
import { queryEntities } from "../lib/store/table";

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
