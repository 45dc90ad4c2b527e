import type { PaymentType } from "@shared/purchase/schemas/payment-types";
import type { OrderFormSettings } from "@shared/visitor-forms/schemas/order-form-settings";

export interface TermsToAccept {
  title: string;
  /** HTML from the campus's settings; shown sanitized. */
  html: string;
}

type TermsSettings = Pick<
  OrderFormSettings,
  "student_id_requires_terms" | "student_id_terms" | "plans_require_terms" | "meal_plan_terms"
>;

/**
 * The one terms dialog before paying (requirements: purchases §4): for Student ID the Student ID
 * terms when they are required, otherwise the meal plan terms when plans require terms.
 */
export function termsFor(paymentType: PaymentType, settings: TermsSettings): TermsToAccept | null {
  if (paymentType === "Student ID" && settings.student_id_requires_terms) {
    return { title: "Student ID Terms and Conditions", html: settings.student_id_terms };
  }
  if (settings.plans_require_terms && settings.meal_plan_terms.trim() !== "") {
    return { title: "Meal Plan Terms and Conditions", html: settings.meal_plan_terms };
  }
  return null;
}
