import type { OperationOrder } from "@shared/operations/routes/operations-orders";
import { useState } from "react";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { Notice } from "@/components/notice";
import { TextField } from "@/components/text-field";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { fulfilOrder } from "../api/orders";

export interface FulfilDialogProps {
  order: OperationOrder;
  siteId: string;
  onClose: () => void;
  onFulfilled: (order: OperationOrder) => void;
}

/** "Mark fulfilled": the card office confirms it credited the student's card system. */
export function FulfilDialog({ order, siteId, onClose, onFulfilled }: FulfilDialogProps) {
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await fulfilOrder({
        site_id: siteId,
        order_id: order.id,
        note: note.trim(),
      });
      onFulfilled(answer.order);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.msg : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={`Mark order ${order.no} fulfilled?`}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      isDismissable={!pending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Cancel
          </Button>
          <Button onPress={confirm} isPending={pending} pendingLabel="Saving…">
            Mark fulfilled
          </Button>
        </>
      }
    >
      <p>
        This records that {order.buyer.name}'s purchase was credited to the student's card system
        {order.buyer.student_id ? ` (student id ${order.buyer.student_id})` : ""}. It can be done
        once.
      </p>
      <TextField
        label="Note (optional)"
        multiline
        rows={2}
        value={note}
        onChange={setNote}
        maxLength={500}
      />
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
    </Dialog>
  );
}
