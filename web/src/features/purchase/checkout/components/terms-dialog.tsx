import { useState } from "react";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";
import type { TermsToAccept } from "../lib/terms";

export interface TermsDialogProps {
  siteId: string;
  terms: TermsToAccept | null;
  onAccept: () => void;
  onDecline: () => void;
}

/** The campus's terms before paying: Accept goes on, Decline stays on the form (requirements: purchases §4). */
export function TermsDialog({ siteId, terms, onAccept, onDecline }: TermsDialogProps) {
  // Accept and Decline clear `terms` at once, but react-aria keeps the dialog mounted until its
  // running animation ends: it keeps the last terms shown, so a closing dialog never has an
  // empty title (no accessible name).
  const [shown, setShown] = useState(terms);
  if (terms !== null && terms !== shown) setShown(terms);
  const visible = terms ?? shown;
  return (
    <Dialog
      title={visible?.title ?? ""}
      isOpen={terms !== null}
      onOpenChange={(open) => (open ? undefined : onDecline())}
      role="alertdialog"
      isDismissable={false}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onPress={onDecline}>
            Decline
          </Button>
          <Button onPress={onAccept}>Accept</Button>
        </>
      }
    >
      {visible ? (
        <LazySafeHtml html={visible.html} siteId={siteId} className="checkout-terms" />
      ) : null}
    </Dialog>
  );
}
