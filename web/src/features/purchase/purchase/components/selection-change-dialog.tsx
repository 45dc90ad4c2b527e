import { formatCents } from "@shared/platform/money/format";
import type { CartItem } from "@shared/purchase/schemas/cart";
import { useState } from "react";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";

/** A selection change that would take lines out of the cart, waiting for the buyer's answer. */
export interface PendingSelectionChange {
  /** The changed dropdown's label and the option chosen ("I am a", "Guest"). */
  label: string;
  option: string;
  removed: CartItem[];
}

interface SelectionChangeDialogProps {
  change: PendingSelectionChange | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export const SELECTION_CHANGE_TEXT = {
  title: "Remove items from your cart?",
  lead: (label: string, option: string, count: number) =>
    count === 1
      ? `Changing “${label}” to ${option} removes this item from your cart. It is not offered for that selection.`
      : `Changing “${label}” to ${option} removes these ${count} items from your cart. They are not offered for that selection.`,
  confirm: "Change and remove",
  cancel: "Keep my selections",
} as const;

/**
 * Asks before a selection change empties part of the cart (docs/decisions/purchase-walk.md):
 * what would go, then change or keep. Escape keeps the selections as they are.
 */
export function SelectionChangeDialog({ change, onConfirm, onCancel }: SelectionChangeDialogProps) {
  // react-aria keeps a closing dialog mounted for its animation: it keeps showing the last change.
  const [shown, setShown] = useState(change);
  if (change !== null && change !== shown) setShown(change);
  const visible = change ?? shown;
  return (
    <Dialog
      title={SELECTION_CHANGE_TEXT.title}
      isOpen={change !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      role="alertdialog"
      showCloseButton={false}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {SELECTION_CHANGE_TEXT.cancel}
          </Button>
          <Button variant="danger" onPress={onConfirm}>
            {SELECTION_CHANGE_TEXT.confirm}
          </Button>
        </>
      }
    >
      {visible ? (
        <>
          <p>{SELECTION_CHANGE_TEXT.lead(visible.label, visible.option, visible.removed.length)}</p>
          <ul className="selection-change__items">
            {visible.removed.map((item) => (
              <li key={item.id}>
                {item.name} ({formatCents(item.price)})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
