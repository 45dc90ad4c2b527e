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
  return (
    <Dialog
      title={terms?.title ?? ""}
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
      {terms ? <LazySafeHtml html={terms.html} siteId={siteId} className="checkout-terms" /> : null}
    </Dialog>
  );
}
