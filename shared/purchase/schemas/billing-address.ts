import * as z from "zod";
import { addressLine, usState, zipCode } from "../../platform/validation/contact-fields";

/** Billing address, required when it differs from the contact address (requirements: purchases §5 Checkout). */
export const BILLING_ADDRESS_MESSAGES = {
  address: {
    required: "Billing address is required",
    invalid: "A billing address may only contain letters, numbers, spaces, commas, periods and #",
  },
  city: {
    required: "Billing city is required",
    invalid: "A billing city may only contain letters, numbers, spaces, commas, periods and #",
  },
  state: { required: "Billing state is required", invalid: "Please enter a valid billing state" },
  zip: {
    required: "Billing zip code is required",
    invalid: "A billing zip code must only contain numbers",
  },
} as const;

export const billingAddressSchema = z.object({
  address: addressLine(BILLING_ADDRESS_MESSAGES.address),
  city: addressLine(BILLING_ADDRESS_MESSAGES.city),
  state: usState(BILLING_ADDRESS_MESSAGES.state),
  zip: zipCode(BILLING_ADDRESS_MESSAGES.zip),
});

export type BillingAddress = z.infer<typeof billingAddressSchema>;
