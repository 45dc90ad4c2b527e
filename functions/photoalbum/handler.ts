import { photoalbumRoutes } from "../../shared/api/routes/photoalbum";
import { contentKeys } from "../../shared/data/keys";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { NotFoundError } from "../../shared/errors";
import { photoAlbumSchema } from "../../shared/schemas/photo-album";
import { createGroupHandler } from "../lib/group-handler";
import { requirePublishedSite } from "../lib/site-context";
import { queryItems } from "../lib/store/content-store";
import { dynamoSiteStore } from "../lib/store/site-store";

export const handler = createGroupHandler(photoalbumRoutes, {
  // The album's gsi1 row finds it by id without knowing its sort order (data-model #15).
  listAlbumPhotos: async ({ site_id, photo_album_id }) => {
    const [, items] = await Promise.all([
      requirePublishedSite(dynamoSiteStore, site_id),
      queryItems(contentKeys.album(site_id, 0, photo_album_id).gsi1pk, { index: "gsi1" }),
    ]);
    const album = items[0] ? photoAlbumSchema.parse(items[0].data) : null;
    if (!album?.published) throw new NotFoundError(VISITOR_MESSAGES.albumNotFound);
    return { photos: album.photos };
  },
});
