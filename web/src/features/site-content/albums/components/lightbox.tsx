import type { Photo } from "@shared/site-content/schemas/photo-album";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Modal } from "react-aria-components/Modal";
import { Button } from "@/components/button";

export const NO_ALT_TEXT = "This image does not have alt text.";

/**
 * The gallery's lightbox: a modal dialog (focus trapped, Escape closes, focus returns to the
 * thumbnail) with previous/next buttons and the arrow keys.
 */
export function Lightbox({
  photos,
  index,
  srcOf,
  onChange,
  onClose,
}: {
  photos: readonly Photo[];
  index: number | null;
  srcOf: (photo: Photo) => string;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  const photo = index === null ? undefined : photos[index];
  const step = (delta: number) => {
    if (index !== null) onChange((index + delta + photos.length) % photos.length);
  };
  return (
    <Modal
      isOpen={photo !== undefined}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      className="modal modal--lightbox"
    >
      {/* Around the dialog, not inside it: on opening, focus is on the dialog itself, and a
          handler below it would never hear the arrow keys. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page the photos; the buttons do the same */}
      <div
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") step(1);
          if (event.key === "ArrowLeft") step(-1);
        }}
      >
        <Dialog className="modal__dialog lightbox">
          {photo ? (
            <>
              <Heading slot="title" className="visually-hidden">
                Photo {(index ?? 0) + 1} of {photos.length}
              </Heading>
              <img className="lightbox__image" src={srcOf(photo)} alt={photo.alt || NO_ALT_TEXT} />
              <p className="lightbox__caption" aria-live="polite">
                Photo {(index ?? 0) + 1} of {photos.length}
              </p>
              <div className="lightbox__controls">
                <Button variant="secondary" onPress={() => step(-1)}>
                  Previous photo
                </Button>
                <Button variant="secondary" onPress={() => step(1)}>
                  Next photo
                </Button>
                <Button variant="primary" onPress={onClose}>
                  Close
                </Button>
              </div>
            </>
          ) : null}
        </Dialog>
      </div>
    </Modal>
  );
}
