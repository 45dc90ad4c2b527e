import type { OperationOrder } from "@shared/operations/routes/operations-orders";
import { parseDollarsToCents } from "@shared/platform/money/format";
import { useState } from "react";
import { Button } from "@/components/button";
import { Dialog } from "@/components/dialog";
import { Notice } from "@/components/notice";
import { TextField } from "@/components/text-field";
import { ApiError, GENERIC_FAILURE } from "@/lib/api-client";
import { refundOrder } from "../api/orders";
import { formatCents } from "../lib/format";

export interface RefundDialogProps {
  order: OperationOrder;
  siteId: string;
  onClose: () => void;
  /** The order as it is after the refund, and the line to show on the page. */
  onRefunded: (order: OperationOrder, text: string) => void;
}

/** 8 to 64 letters, digits, - or _ (the route's request id). */
const newRequestId = (): string => crypto.randomUUID().replaceAll("-", "");

/**
 * Refund (card) or reverse (Student ID, payroll) an order, in full or by line with amounts,
 * with a reason. The confirm button names the amount. One press sends one request: the button
 * is pending until the answer, and the request id stays the same until the API has answered
 * for certain, so a retried press after a lost answer is the same refund, never a second one.
 */
export function RefundDialog({ order, siteId, onClose, onRefunded }: RefundDialogProps) {
  const reversal = order.payment.refund_kind === "reversal";
  const verb = reversal ? "Reverse" : "Refund";
  const refundable = order.lines.filter((line) => line.refundable_cents > 0);
  const [mode, setMode] = useState<"full" | "lines">("full");
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);

  const lineErrors: Record<string, string> = {};
  const lines: { line_id: string; amount_cents: number }[] = [];
  for (const line of refundable) {
    const typed = (amounts[line.id] ?? "").trim();
    if (!typed) continue;
    const cents = parseDollarsToCents(typed);
    if (cents === null) lineErrors[line.id] = "Enter an amount in dollars, like 12.50.";
    else if (cents > line.refundable_cents)
      lineErrors[line.id] = `At most ${formatCents(line.refundable_cents)}.`;
    else if (cents > 0) lines.push({ line_id: line.id, amount_cents: cents });
  }
  const total =
    mode === "full"
      ? order.refundable_cents
      : lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const invalid = mode === "lines" && (Object.keys(lineErrors).length > 0 || lines.length === 0);

  const confirm = async () => {
    if (pending || invalid || total <= 0) return;
    setPending(true);
    setFailure(null);
    try {
      const answer = await refundOrder({
        site_id: siteId,
        order_id: order.id,
        reason: reason.trim(),
        request_id: requestId,
        ...(mode === "lines" ? { lines } : {}),
      });
      if (answer.refund.state === "failed") {
        setFailure(
          `The payment provider refused the refund${answer.refund.failure ? `: ${answer.refund.failure}` : "."}`,
        );
        setRequestId(newRequestId());
        onRefunded(answer.order, "");
        return;
      }
      const amount = formatCents(answer.refund.amount_cents);
      onRefunded(
        answer.order,
        answer.refund.state === "pending"
          ? `The ${reversal ? "reversal" : "refund"} of ${amount} is being processed.`
          : `${reversal ? "Reversed" : "Refunded"} ${amount}.`,
      );
      onClose();
    } catch (error) {
      // A definite refusal (4xx) claimed nothing: the next try is a new request. Otherwise the
      // answer may have been lost, and the same id makes a retry answer the first refund.
      if (error instanceof ApiError && error.isClientError) setRequestId(newRequestId());
      setFailure(error instanceof ApiError ? error.msg : GENERIC_FAILURE);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={`${verb} order ${order.no}`}
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
          <Button
            variant="danger"
            onPress={confirm}
            isPending={pending}
            pendingLabel={reversal ? "Reversing…" : "Refunding…"}
            isDisabled={invalid || total <= 0}
          >
            {`${verb} ${formatCents(total)}`}
          </Button>
        </>
      }
    >
      <p>
        {reversal
          ? `Paid by ${order.payment.type}: the card office takes the amount back off the student's account.`
          : "Paid by card: the amount goes back to the card through the payment provider."}{" "}
        Up to {formatCents(order.refundable_cents)} can still be given back.
      </p>
      <fieldset className="ops-choice">
        <legend>What to {verb.toLowerCase()}</legend>
        <label>
          <input
            type="radio"
            name="refund-mode"
            value="full"
            checked={mode === "full"}
            onChange={() => setMode("full")}
          />
          Everything left ({formatCents(order.refundable_cents)})
        </label>
        <label>
          <input
            type="radio"
            name="refund-mode"
            value="lines"
            checked={mode === "lines"}
            onChange={() => setMode("lines")}
          />
          Some lines
        </label>
      </fieldset>
      {mode === "lines" ? (
        <div className="ops-refund-lines">
          {refundable.map((line) => (
            <TextField
              key={line.id}
              className="ops-refund-line"
              label={line.name}
              description={`Amount in dollars, up to ${formatCents(line.refundable_cents)}`}
              inputMode="decimal"
              placeholder="0.00"
              value={amounts[line.id] ?? ""}
              onChange={(value) => setAmounts({ ...amounts, [line.id]: value })}
              errorMessage={lineErrors[line.id]}
            />
          ))}
        </div>
      ) : null}
      <TextField
        label="Reason"
        multiline
        rows={2}
        description="Kept in the order's history and the audit log."
        value={reason}
        onChange={setReason}
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
