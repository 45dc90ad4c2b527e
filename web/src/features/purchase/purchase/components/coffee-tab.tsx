import { formatCents } from "@shared/platform/money/format";
import { COFFEE_MONTH_CHOICES } from "@shared/subscriptions/coffee";
import { useState } from "react";
import { Button } from "@/components/button";
import { Notice } from "@/components/notice";
import { SelectField } from "@/components/select-field";
import { useAction } from "./use-action";

interface CoffeeTabProps {
  priceCents: number;
  canAdd: boolean;
  onAdd: (months: number) => Promise<unknown>;
}

/** Coffee subscription (requirements: purchases §4, §9): 1 to 5 months, one per cart. */
export function CoffeeTab({ priceCents, canAdd, onAdd }: CoffeeTabProps) {
  const [months, setMonths] = useState("1");
  const { error, run } = useAction();
  return (
    <div className="purchase-tab">
      <p className="purchase-price">{formatCents(priceCents)} a month</p>
      <ul>
        <li>Two medium drip coffees a day, one per transaction at least one hour apart.</li>
        <li>Charged monthly on the purchase date.</li>
        <li>Activated within 24 hours of your purchase.</li>
        <li>Can be cancelled early by email before the next charge date.</li>
        <li>Credit card only.</li>
      </ul>
      <div className="purchase-form-row">
        <SelectField
          label="Number of months"
          options={COFFEE_MONTH_CHOICES.map((n) => ({
            id: String(n),
            label: `${n} month${n > 1 ? "s" : ""}`,
          }))}
          value={months}
          onChange={setMonths}
          isDisabled={!canAdd}
        />
        <Button isDisabled={!canAdd} onPress={() => run(() => onAdd(Number(months)))}>
          Add coffee subscription to cart
        </Button>
      </div>
      {!canAdd ? <p>A coffee subscription is already in your cart.</p> : null}
      {error ? <Notice tone="danger">{error.msg}</Notice> : null}
    </div>
  );
}
