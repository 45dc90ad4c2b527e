import { type ReactNode, useId } from "react";
import { Dialog } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { Spinner } from "./spinner";

export interface ProcessingOverlayProps {
  /** Shown while true. */
  isActive: boolean;
  /** What is happening, e.g. the spec's order-processing message. */
  message: ReactNode;
}

/**
 * Blocks the page while an order is processed or the cart updates: a modal that cannot be
 * dismissed, so pointer, keyboard and screen reader all stay out of the page behind it. The
 * message names it (read when it opens) and aria-busy says work is under way.
 */
export function ProcessingOverlay({ isActive, message }: ProcessingOverlayProps) {
  const messageId = useId();
  return (
    <ModalOverlay
      isOpen={isActive}
      isDismissable={false}
      isKeyboardDismissDisabled
      className="ui-modal-overlay ui-processing"
    >
      <Modal className="ui-processing__panel">
        <Dialog role="alertdialog" aria-labelledby={messageId} aria-busy="true">
          <Spinner size="lg" />
          <p id={messageId} className="ui-processing__message">
            {message}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
