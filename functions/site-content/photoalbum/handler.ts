import { NotFoundError } from "../../../shared/platform/errors";
import {
  photoAlbumById,
  photoAlbumEntity,
} from "../../../shared/site-content/entities/photo-album";
import { photoalbumRoutes } from "../../../shared/site-content/routes/photoalbum";
import { VISITOR_MESSAGES } from "../../../shared/visitor-forms/messages";
import { createGroupHandler } from "../../platform/group-handler";
import { findOne } from "../../platform/table";

export const handler = createGroupHandler(photoalbumRoutes, {
  // The album's gsi1 row finds it by id without knowing its sort order (data-model #15).
  listAlbumPhotos: async ({ site_id, photo_album_id }) => {
    const item = await findOne(photoAlbumById(site_id, photo_album_id));
    const album = item ? photoAlbumEntity.fromItem(item) : null;
    if (!album?.published) throw new NotFoundError(VISITOR_MESSAGES.albumNotFound);
    return { photos: album.photos };
  },
});
