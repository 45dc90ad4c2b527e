import { type ReceiptItem, receiptLines } from "@shared/purchase/checkout/receipt";
import type { FormEventHandler, ReactNode } from "react";
import { useId } from "react";
import type { Control, Path } from "react-hook-form";
import { Button } from "@/components/button";
import { TEXT } from "../lib/messages";
import { BillingAddressFields, type BillingAddressFieldsProps } from "./billing-address-fields";
import { FormText } from "./form-text";
import { ReceiptTable } from "./receipt-table";

/** The names on the card, under the credit card schema's field names. */
export interface NamesOnCard {
  card_first_name: string;
  card_last_name: string;
}

const NAME_FIELDS = [
  ["card_first_name", "First name on card", "cc-given-name"],
  ["card_last_name", "Last name on card", "cc-family-name"],
] as const;

export interface CardStepFormProps<T extends NamesOnCard> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The card form's own control, which holds the names on the card. */
  namesControl: Control<T>;
  /** Inputs in the names' grid, after them: the sandbox's card fields. */
  gridFields?: ReactNode;
  /** Below the grid, above the billing address: Stripe's Payment Element. */
  card?: ReactNode;
  billing: BillingAddressFieldsProps;
  /** What is being paid for: the summary beside the form, and the total on its button. */
  summary: { items: readonly ReceiptItem[]; amountCents: number };
  isPending: boolean;
  /** Below the submit button. */
  children?: ReactNode;
}

/**
 * The frame both card forms share (sandbox and Stripe): the heading, the names on the card, the
 * billing address and the submit button, which says the amount it pays; beside the form (above
 * it on a phone) the order summary, the receipt's rows from the cart. Each form brings its card
 * fields and its submit.
 */
export function CardStepForm<T extends NamesOnCard>(props: CardStepFormProps<T>) {
  const summaryId = useId();
  return (
    <div className="checkout-pay">
      <section className="checkout-summary" aria-labelledby={summaryId}>
        <h3 id={summaryId}>{TEXT.orderSummary}</h3>
        <ReceiptTable receipt={receiptLines(props.summary.items)} caption={TEXT.orderSummary} />
      </section>
      <form
        onSubmit={props.onSubmit}
        noValidate
        aria-label={TEXT.cardStep}
        className="checkout-card"
      >
        <h3>{TEXT.cardStep}</h3>
        <div className="checkout-grid">
          {NAME_FIELDS.map(([name, label, autoComplete]) => (
            <FormText
              key={name}
              control={props.namesControl}
              // react-hook-form cannot resolve the paths of a generic form; T has both by its bound.
              name={name as Path<T>}
              label={label}
              autoComplete={autoComplete}
            />
          ))}
          {props.gridFields}
        </div>
        {props.card}
        <BillingAddressFields
          customerControl={props.billing.customerControl}
          useBillingAddress={props.billing.useBillingAddress}
          onBillingChange={props.billing.onBillingChange}
        />
        <Button type="submit" isPending={props.isPending} pendingLabel="Processing…">
          {TEXT.payAmount(props.summary.amountCents)}
        </Button>
        {props.children}
      </form>
    </div>
  );
}
