import type { Customer } from "@shared/accounts/routes/customer-schemas";
import { STUDENT_ID_MESSAGES } from "@shared/accounts/schemas/student-id";
import { phoneDigits } from "@shared/platform/validation/phone-mask";
import type { PlacedOrder } from "@shared/purchase/routes/cart-checkout";
import { CHECKOUT_MESSAGES } from "@shared/purchase/schemas/checkout-messages";
import type { PaymentType } from "@shared/purchase/schemas/payment-types";
import { apiRequest } from "@/lib/api-client";
import { createCustomer } from "@/lib/api-routes/accounts/create-customer";
import { checkBlockedStudentAccount } from "@/lib/api-routes/purchase/check-blocked-student-account";
import { checkFacultyEmail } from "@/lib/api-routes/purchase/check-faculty-email";
import { checkoutOrder } from "@/lib/api-routes/purchase/checkout-order";
import { createCcOrder } from "@/lib/api-routes/purchase/create-cc-order";
import type { PaidCard } from "../components/card-form";
import type { CustomerValues } from "../lib/customer-values";
import { sendAuthenticated } from "./card-authentication";

export interface OrderContext {
  siteId: string;
  selection: { location_id: string; term_id: string; type_id: string; year_id: string };
  /** The total the buyer was shown, in cents: the server refuses a different one. */
  total: number;
  isParent: boolean;
}

/**
 * Places the order: `cart/create_cc_order` with the card's token, brand and last four, or
 * `cart/checkout` for Student ID and payroll deduction (requirements: purchases §7). Never a card number.
 * A card that can authenticate (Stripe's 3-D Secure) does so when the answer asks for it, and
 * the same request is sent again.
 */
export async function placeOrder(
  context: OrderContext,
  paymentType: PaymentType,
  values: CustomerValues,
  card: PaidCard | null,
): Promise<PlacedOrder> {
  const { student, billing_address, password: _p, password_confirmation: _c, ...contact } = values;
  // The form shows the phone mask; the order carries the digits (requirements: purchases §5).
  const body = {
    ...contact,
    phone: phoneDigits(contact.phone),
    ...context.selection,
    site_id: context.siteId,
    is_parent: context.isParent,
    total: context.total,
    terms_accepted: true,
    order_time: new Date().toISOString(),
    ...(context.isParent ? { student: { ...student, phone: phoneDigits(student.phone) } } : {}),
    ...(values.use_billing_address ? { billing_address } : {}),
  };
  if (card) {
    const request = {
      ...body,
      payment_type: "Credit card" as const,
      card_token: card.token,
      card_brand: card.brand,
      card_last4: card.last4,
      card_first_name: card.firstName,
      card_last_name: card.lastName,
    };
    const { order } = await sendAuthenticated(
      (options) => apiRequest(createCcOrder, request, options),
      card.authenticate,
    );
    return order;
  }
  const { order } = await apiRequest(checkoutOrder, { ...body, payment_type: paymentType });
  return order;
}

/** The optional account, made with the checkout password before the order so it lands there. */
export async function createAccount(siteId: string, values: CustomerValues): Promise<Customer> {
  const { customer } = await apiRequest(createCustomer, {
    site_id: siteId,
    first_name: values.first_name,
    last_name: values.last_name,
    student_id: values.student_id,
    email: values.email,
    email_confirmation: values.email_confirmation,
    phone_number: phoneDigits(values.phone),
    address: values.address,
    city: values.city,
    state: values.state,
    zip_code: values.zip,
    password: values.password,
    password_confirmation: values.password_confirmation,
  });
  return customer;
}

/** The server-side lists, asked one value at a time (docs/decisions/payments.md). */
export async function listRefusal(
  siteId: string,
  paymentType: PaymentType,
  values: CustomerValues,
  facultyCheck: boolean,
): Promise<{ field: "student_id" | "email"; message: string } | null> {
  if (paymentType === "Student ID") {
    const answer = await apiRequest(checkBlockedStudentAccount, {
      site_id: siteId,
      student_id: values.student_id,
    });
    const message = (answer as { msg?: string }).msg ?? STUDENT_ID_MESSAGES.blocked;
    return answer.blocked ? { field: "student_id", message } : null;
  }
  if (paymentType === "Payroll deduction" && facultyCheck) {
    const answer = await apiRequest(checkFacultyEmail, {
      site_id: siteId,
      email: values.email,
    });
    const message = (answer as { msg?: string }).msg ?? CHECKOUT_MESSAGES.facultyEmail;
    return answer.valid ? null : { field: "email", message };
  }
  return null;
}
