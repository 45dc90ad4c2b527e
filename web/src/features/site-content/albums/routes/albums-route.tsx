import { useState } from "react";
import { useParams } from "react-router-dom";
import { SelectField } from "@/components/select-field";
import { siteFileUrl } from "@/lib/content/site-files";
import { useCurrentSite } from "@/lib/current-site";
import { SectionPage } from "@/lib/section-page";
import { useAlbumPhotos, useAlbums } from "../api/albums";
import { Lightbox, NO_ALT_TEXT } from "../components/lightbox";

/**
 * requirements: public-browsing §2 Photo albums: the first album loads by itself; album and photo failures
 * are silently ignored (§8), so errors render nothing.
 */
export function Component() {
  const { section = "" } = useParams();
  const site = useCurrentSite();
  const albums = useAlbums(site.id).data?.albums ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const albumId = chosen ?? albums[0]?.id ?? null;
  const photos = useAlbumPhotos(site.id, albumId).data?.photos ?? [];
  const [open, setOpen] = useState<number | null>(null);
  const srcOf = (photo: { file_name: string }) => siteFileUrl(site.id, "image", photo.file_name);
  return (
    <SectionPage slug={section}>
      {albums.length > 0 ? (
        <SelectField
          label="Select an album"
          placeholder="Select an album"
          options={albums.map((album) => ({ id: album.id, label: album.name }))}
          value={albumId}
          onChange={(id) => {
            setChosen(id);
            setOpen(null);
          }}
        />
      ) : null}
      <ul className="gallery">
        {photos.map((photo, index) => (
          <li key={photo.file_name}>
            <button type="button" className="gallery__thumb" onClick={() => setOpen(index)}>
              <img src={srcOf(photo)} alt={photo.alt || NO_ALT_TEXT} />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        photos={photos}
        index={open}
        srcOf={srcOf}
        onChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </SectionPage>
  );
}
