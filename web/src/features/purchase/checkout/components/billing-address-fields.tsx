import type { Control } from "react-hook-form";
import { Checkbox } from "@/components/checkbox";
import type { CustomerValues } from "../lib/customer-values";
import { TEXT } from "../lib/messages";
import { FormText } from "./form-text";

export interface BillingAddressFieldsProps {
  customerControl: Control<CustomerValues>;
  useBillingAddress: boolean;
  onBillingChange: (separate: boolean) => void;
}

/** "Same as my contact address", or the separate billing address of the card step. */
export function BillingAddressFields(props: BillingAddressFieldsProps) {
  return (
    <>
      <Checkbox
        isSelected={!props.useBillingAddress}
        onChange={(same) => props.onBillingChange(!same)}
      >
        {TEXT.sameBilling}
      </Checkbox>
      {props.useBillingAddress ? (
        <fieldset className="checkout-fieldset">
          <legend>Billing address</legend>
          <div className="checkout-grid">
            <FormText
              control={props.customerControl}
              name="billing_address.address"
              label="Billing address"
              autoComplete="billing street-address"
            />
            <FormText
              control={props.customerControl}
              name="billing_address.city"
              label="Billing city"
              autoComplete="billing address-level2"
            />
            <FormText
              control={props.customerControl}
              name="billing_address.state"
              label="Billing state"
              autoComplete="billing address-level1"
            />
            <FormText
              control={props.customerControl}
              name="billing_address.zip"
              label="Billing zip code"
              autoComplete="billing postal-code"
            />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
