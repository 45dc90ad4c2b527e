import type { Site } from "@shared/site-content/schemas/site";
import { Button } from "react-aria-components/Button";
import { Dialog, Heading } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { SafeHtml } from "@/lib/content/safe-html";
import { siteFileUrl } from "@/lib/content/site-files";

/** The landing modal's dialog: the campus copy and image (or a default picture). */
export function LandingDialog({ site, onClose }: { site: Site; onClose: () => void }) {
  return (
    <ModalOverlay
      className="landing-modal__overlay"
      isOpen
      isDismissable
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Modal className="landing-modal">
        <Dialog className="landing-modal__dialog">
          <Heading slot="title" className="landing-modal__title">
            {site.name}
          </Heading>
          {site.landing_modal_filename ? (
            <img
              className="landing-modal__image"
              src={siteFileUrl(site.id, "image", site.landing_modal_filename)}
              alt=""
            />
          ) : (
            <DefaultImage />
          )}
          <SafeHtml html={site.landing_modal_copy ?? ""} siteId={site.id} />
          <Button className="landing-modal__close" onPress={onClose}>
            Close
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The default picture: a plate, drawn inline so it needs no file. */
function DefaultImage() {
  return (
    <svg className="landing-modal__image" viewBox="0 0 120 60" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="34" rx="56" ry="22" fill="#e6e6e6" />
      <ellipse cx="60" cy="32" rx="36" ry="13" fill="#ffffff" stroke="#bdbdbd" />
    </svg>
  );
}
