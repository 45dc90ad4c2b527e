import type { BillingDetails } from "@/lib/payments/stripe-card";
import type { CustomerValues } from "./customer-values";

/** The checkout takes US addresses only (its state and zip code rules). */
const COUNTRY = "US";

/**
 * The card holder as Stripe's PaymentMethod records it: the names on the card and the address
 * the card is billed to (the separate billing address, or else the contact address).
 */
export function billingDetailsOf(
  values: CustomerValues,
  names: { firstName: string; lastName: string },
): BillingDetails {
  const billed = values.use_billing_address ? values.billing_address : values;
  return {
    name: `${names.firstName} ${names.lastName}`.trim(),
    email: values.email,
    phone: values.phone,
    address: {
      line1: billed.address,
      line2: "",
      city: billed.city,
      state: billed.state,
      postal_code: billed.zip,
      country: COUNTRY,
    },
  };
}
