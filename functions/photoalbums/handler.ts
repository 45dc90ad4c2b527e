import { photoalbumsRoutes } from "../../shared/api/routes/photoalbums";
import { photoAlbumSchema } from "../../shared/schemas/photo-album";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { listContent } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(photoalbumsRoutes, {
  listPublicAlbums: async ({ site_id }) => {
    const [, albums] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      listContent(site_id, "ALBUM#", photoAlbumSchema),
    ]);
    return {
      albums: albums
        .filter((album) => album.published)
        .map(({ id, name, sort_order }) => ({ id, name, sort_order })),
    };
  },
});
