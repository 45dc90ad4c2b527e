import { photoalbumRoutes } from "../../shared/api/routes/photoalbum";
import { photoAlbumById, photoAlbumEntity } from "../../shared/data/entities/photo-album";
import { VISITOR_MESSAGES } from "../../shared/domain/visitor/messages";
import { NotFoundError } from "../../shared/errors";
import { createGroupHandler } from "../lib/group-handler";
import { findOne } from "../lib/store/table";

export const handler = createGroupHandler(photoalbumRoutes, {
  // The album's gsi1 row finds it by id without knowing its sort order (data-model #15).
  listAlbumPhotos: async ({ site_id, photo_album_id }) => {
    const item = await findOne(photoAlbumById(site_id, photo_album_id));
    const album = item ? photoAlbumEntity.fromItem(item) : null;
    if (!album?.published) throw new NotFoundError(VISITOR_MESSAGES.albumNotFound);
    return { photos: album.photos };
  },
});
