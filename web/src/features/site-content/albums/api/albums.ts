import { listAlbumPhotos } from "@/lib/api-routes/site-content/list-album-photos";
import { listPublicAlbums } from "@/lib/api-routes/site-content/list-public-albums";
import { useSiteData } from "@/lib/content/use-site-data";

/** The published photo albums (requirements: public-browsing §7 photoalbums/pub_list). */
export const useAlbums = (siteId: string) => useSiteData(listPublicAlbums, { site_id: siteId });

/** One album's photos; nothing is asked until an album is chosen. */
export const useAlbumPhotos = (siteId: string, albumId: string | null) =>
  useSiteData(listAlbumPhotos, albumId ? { site_id: siteId, photo_album_id: albumId } : null);
