import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { LazySafeHtml } from "@/lib/content/lazy-safe-html";

interface TermsDialogProps {
  siteId: string;
  /** The campus's subscription terms (HTML from settings); a default sentence without them. */
  terms: string | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: () => void;
  isPending: boolean;
}

/** "Add to cart opens a terms modal; Accept adds it." */
export function TermsDialog({
  siteId,
  terms,
  isOpen,
  onOpenChange,
  onAccept,
  isPending,
}: TermsDialogProps) {
  return (
    <Dialog
      title="Subscription terms"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Decline
          </Button>
          <Button variant="primary" isPending={isPending} pendingLabel="Adding…" onPress={onAccept}>
            Accept
          </Button>
        </>
      )}
    >
      {terms ? (
        <LazySafeHtml html={terms} siteId={siteId} />
      ) : (
        <p>
          Your subscription is charged on each billing day to the card you pay with at checkout. It
          can be cancelled up to 3 days before the next delivery from your account.
        </p>
      )}
    </Dialog>
  );
}
