import type { CheckoutClaim } from "../../../shared/purchase/entities/checkout-claim";
import type { Order } from "../../../shared/purchase/entities/order";
import type { PaymentType } from "../../../shared/purchase/schemas/payment-types";
import type { CheckoutInput, ValidCheckout } from "./checkout-validate";

/**
 * The order as the attempt fixes it: what was priced and who bought. The card's brand and last
 * four and the transaction come from the gateway's answer when the attempt finishes; what the
 * request says of the card is never recorded.
 */
export function buildOrder(
  siteId: string,
  claim: Pick<CheckoutClaim, "order_id" | "order_no" | "cart_id">,
  input: CheckoutInput,
  valid: ValidCheckout,
  customerId: string | null,
  now: Date,
): Order {
  const { customer } = valid;
  const student = customer.student
    ? {
        first_name: customer.student.first_name,
        last_name: customer.student.last_name,
        address: customer.student.address,
        city: customer.student.city,
        state: customer.student.state,
        zip: customer.student.zip,
        email: customer.student.email,
        phone: customer.student.phone,
      }
    : null;
  return {
    id: claim.order_id,
    no: claim.order_no,
    site_id: siteId,
    customer_id: customerId,
    cart_id: claim.cart_id,
    created_at: now.toISOString(),
    items: valid.items,
    subtotal: valid.totals.subtotal,
    tax: valid.totals.tax,
    discount: valid.totals.discount,
    total: valid.totals.total,
    payment_type: input.payment_type as PaymentType,
    card_brand: null,
    card_last4: null,
    transaction_id: null,
    state: "placed",
    confirm_by: null,
    confirmed_at: null,
    email: customer.email,
    buyer: {
      first_name: customer.first_name,
      last_name: customer.last_name,
      student_id: customer.student_id,
      address: customer.address,
      city: customer.city,
      state: customer.state,
      zip: customer.zip,
      phone: customer.phone,
      is_parent: valid.isParent,
      customer_type_id: input.type_id,
      student,
      billing_address: customer.billing_address ?? null,
    },
  };
}
