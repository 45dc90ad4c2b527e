import { ConflictError, UnauthorizedError, ValidationError } from "../../../shared/platform/errors";
import type { CartTotals } from "../../../shared/purchase/cart/cart-pricing";
import { summarizeCart } from "../../../shared/purchase/cart/cart-state";
import { CHECKOUT_TEXT } from "../../../shared/purchase/checkout/messages";
import { isSubscriptionItem } from "../../../shared/purchase/checkout/subscriptions";
import { resolveSelection } from "../../../shared/purchase/purchase-config";
import type {
  CardCheckoutInput,
  NonCardCheckoutInput,
} from "../../../shared/purchase/routes/cart-checkout";
import type { CartItem } from "../../../shared/purchase/schemas/cart";
import {
  type CheckoutCustomer,
  createCheckoutCustomerSchema,
} from "../../../shared/purchase/schemas/checkout-customer";
import type { PaymentType } from "../../../shared/purchase/schemas/payment-types";
import type { OrderFormSettings } from "../../../shared/visitor-forms/schemas/order-form-settings";
import { zodIssuesToFields } from "../../platform/http";
import type { CheckoutReads } from "./checkout-store";

export type CheckoutInput = CardCheckoutInput | NonCardCheckoutInput;

/** The card fields (token, brand, last four) of a card checkout; null for the others. */
export const cardOf = (input: CheckoutInput): CardCheckoutInput | null =>
  input.payment_type === "Credit card" ? (input as CardCheckoutInput) : null;

export interface ValidCheckout {
  customer: CheckoutCustomer;
  isParent: boolean;
  items: CartItem[];
  totals: CartTotals;
}

/** A customer type whose name contains "parent" marks a parent buyer (requirements: purchases §1). */
export const isParentType = (name: string) => /parent/i.test(name);

/** Subscription terms are accepted when the line is added to the cart, not again here. */
function termsRequired(settings: OrderFormSettings, paymentType: PaymentType) {
  if (paymentType === "Student ID" && settings.student_id_requires_terms) return true;
  return settings.plans_require_terms && settings.meal_plan_terms.trim() !== "";
}

/**
 * The server's checkout rules, in the order a buyer can fix them: the cart, who is buying, the
 * customer form with the site's settings, the payment type, the terms, then the total. Who is
 * buying, the payment types and the total come from the cart as the cart group prices it for
 * its stored selection, so checkout never disagrees with what the cart showed.
 */
export function validateCheckout(
  input: CheckoutInput,
  reads: CheckoutReads,
  signedIn: boolean,
): ValidCheckout {
  const { state, config } = reads.cart;
  if (state.items.length === 0) throw new ValidationError(CHECKOUT_TEXT.emptyCart);
  const type = resolveSelection(config, state.selection)?.type;
  if (!type) throw new ValidationError(CHECKOUT_TEXT.unknownCustomerType);
  // The form was filled for the type the page showed; another type in the cart changes prices.
  if (type.id !== input.type_id) throw new ConflictError(CHECKOUT_TEXT.selectionChanged);
  const isParent = isParentType(type.name);
  const paymentType = input.payment_type as PaymentType;
  const { settings } = config;

  const schema = createCheckoutCustomerSchema({
    paymentType,
    isParent,
    isLoggedIn: signedIn,
    studentIdPattern: settings.student_id_pattern,
    emailDomain: settings.email_domain,
    facultyCheck: settings.enable_faculty_email_validator,
    // The lists are looked up per request (one GetItem each), never loaded whole.
    facultyEmails: reads.facultyEmail ? [input.email] : [],
    facultyEmailMessage: settings.faculty_email_msg || null,
    blockedStudentIds: reads.studentBlocked ? [input.student_id] : [],
    blockedStudentIdMessage: null,
  });
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fields = zodIssuesToFields(parsed.error.issues);
    throw new ValidationError(Object.values(fields)[0] ?? CHECKOUT_TEXT.validationFailed, fields);
  }

  const summary = summarizeCart(state, config);
  if (!summary.payment_types.includes(paymentType)) {
    throw new ValidationError(CHECKOUT_TEXT.paymentTypeUnavailable, {
      payment_type: CHECKOUT_TEXT.paymentTypeUnavailable,
    });
  }
  if (state.items.some(isSubscriptionItem) && !signedIn) {
    throw new UnauthorizedError(CHECKOUT_TEXT.subscriptionNeedsAccount);
  }
  if (termsRequired(settings, paymentType) && !input.terms_accepted) {
    throw new ValidationError(CHECKOUT_TEXT.termsRequired, {
      terms_accepted: CHECKOUT_TEXT.termsRequired,
    });
  }
  const { totals } = summary;
  if (totals.total !== input.total) throw new ConflictError(CHECKOUT_TEXT.totalChanged);
  return { customer: parsed.data, isParent, items: state.items, totals };
}
