import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading } from "react-aria-components/Dialog";
import { Modal, ModalOverlay } from "react-aria-components/Modal";
import { Button } from "./button";
import { cx } from "./class-names";
import { Icon } from "./icon";

export { DialogTrigger } from "react-aria-components/Dialog";

type Content = ReactNode | ((close: () => void) => ReactNode);

export interface DialogProps {
  /** The dialog's heading, which also names it for screen readers. */
  title: ReactNode;
  children: Content;
  /** Buttons under the content, right-aligned (stacked on phones). */
  footer?: Content;
  /** Controlled open state; leave both out inside a `<DialogTrigger>`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on Escape and on a press outside (default). Off for a step the user must answer. */
  isDismissable?: boolean;
  /** The × button in the header, named by `closeLabel`; off when the footer has a Close. */
  showCloseButton?: boolean;
  closeLabel?: string;
  /** `alertdialog` for a question that interrupts (terms, confirm a cancellation). */
  role?: "dialog" | "alertdialog";
  size?: "sm" | "md" | "lg";
  /** `center` (default) or `side`: a full-height panel sliding in from the end (phone menus). */
  placement?: "center" | "side";
  className?: string;
}

/**
 * A modal dialog (react-aria): focus moves into it and stays there, the page behind is hidden
 * from screen readers and does not scroll, and focus returns to the opener on close.
 */
export function Dialog({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  showCloseButton = true,
  closeLabel = "Close",
  role = "dialog",
  size = "md",
  placement = "center",
  className,
}: DialogProps) {
  const render = (content: Content, close: () => void) =>
    typeof content === "function" ? content(close) : content;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={cx("ui-modal-overlay", `ui-modal-overlay--${placement}`)}
    >
      <Modal className={cx("ui-modal", `ui-modal--${size}`, `ui-modal--${placement}`, className)}>
        <AriaDialog role={role} className="ui-dialog">
          {({ close }) => (
            <>
              <div className="ui-dialog__header">
                <Heading slot="title" className="ui-dialog__title">
                  {title}
                </Heading>
                {showCloseButton ? (
                  <Button variant="ghost" size="sm" onPress={close}>
                    <Icon icon={X} label={closeLabel} />
                  </Button>
                ) : null}
              </div>
              <div className="ui-dialog__body">{render(children, close)}</div>
              {footer ? <div className="ui-dialog__footer">{render(footer, close)}</div> : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
