import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { allergenProfileSchema } from "../../../shared/accounts/schemas/allergen-profile";
import { loginSchema } from "../../../shared/accounts/schemas/login";
import { passwordResetSchema } from "../../../shared/accounts/schemas/password-reset";
import { profileSchema } from "../../../shared/accounts/schemas/profile";
import { signUpSchema } from "../../../shared/accounts/schemas/sign-up";
import {
  createDecliningBalanceAmountSchema,
  createRechargeAmountSchema,
} from "../../../shared/purchase/schemas/amounts";
import { createCheckoutCustomerSchema } from "../../../shared/purchase/schemas/checkout-customer";
import { createCreditCardSchema } from "../../../shared/purchase/schemas/credit-card";
import { promoCodeSchema } from "../../../shared/purchase/schemas/promo-code-form";
import { reservationSchema } from "../../../shared/reservations/schemas/reservation-form";
import { answerFollowUpSchema } from "../../../shared/visitor-forms/schemas/answer-follow-up";
import { dietaryHealthSchema } from "../../../shared/visitor-forms/schemas/dietary-health";
import { createFeedbackSchema } from "../../../shared/visitor-forms/schemas/feedback";
import { createHelpAnswerSchema } from "../../../shared/visitor-forms/schemas/help-answer";
import { createOnTheGoOrderSchema } from "../../../shared/visitor-forms/schemas/on-the-go";
import {
  createBillingAddress,
  createCheckoutCustomerInput,
  createCheckoutSettings,
  createCreditCardInput,
  createDietaryHealthInput,
  createFeedbackInput,
  createOnTheGoInput,
  createProfileInput,
  createSignUpInput,
  createStudentBlock,
} from "./fixtures";

// The client posts what its form produced; the Lambda parses it with the same schema. So the
// output of every schema must parse again to itself.
const rows: [string, z.ZodType, unknown][] = [
  [
    "checkout customer (parent, billing)",
    createCheckoutCustomerSchema(createCheckoutSettings({ isParent: true })),
    createCheckoutCustomerInput({
      student: createStudentBlock({ state: "illinois", phone: "(555) 987 - 6543" }),
      use_billing_address: true,
      billing_address: createBillingAddress(),
    }),
  ],
  [
    "checkout customer (logged in)",
    createCheckoutCustomerSchema(createCheckoutSettings({ isLoggedIn: true })),
    createCheckoutCustomerInput(),
  ],
  [
    "credit card",
    createCreditCardSchema({ today: "2026-01-01" }),
    createCreditCardInput({ card_exp: "3/26" }),
  ],
  ["login", loginSchema, { email: " ana@school.edu ", password: "x" }],
  ["sign-up", signUpSchema, createSignUpInput({ phone_number: "(555) 123 - 4567" })],
  ["profile", profileSchema, createProfileInput({ state: "massachusetts" })],
  [
    "allergen profile",
    allergenProfileSchema,
    {
      allergens: ["Other"],
      custom_allergen: "Kiwi",
      contact_name: "Pat",
      contact_number: "555 123 4567",
    },
  ],
  [
    "reservation",
    reservationSchema,
    {
      first_name: "Ana",
      last_name: "Li",
      email: "a@b.co",
      location_id: "x",
      date: "2026-03-08",
      hour: 9,
      minute: 0,
    },
  ],
  ["dietary health", dietaryHealthSchema, createDietaryHealthInput()],
  ["On The Go", createOnTheGoOrderSchema(), createOnTheGoInput()],
  ["feedback", createFeedbackSchema({ feedbackLocationIds: ["main-hall"] }), createFeedbackInput()],
  [
    "help answer",
    createHelpAnswerSchema([{ id: 1, type: "input", label: "Name", required: true }]),
    { element_1: " Ana " },
  ],
  [
    "answer follow-up",
    answerFollowUpSchema,
    { name: "A", email: "a@b.co", student_id: "1", comments: "c" },
  ],
  [
    "password reset",
    passwordResetSchema,
    { password: "12345678", password_confirmation: "12345678", public_key: "k" },
  ],
  [
    "declining balance",
    createDecliningBalanceAmountSchema({ name: "Flex" }),
    { declining_balance_value: " 5.5 " },
  ],
  ["recharge", createRechargeAmountSchema({ minimumCents: 500 }), { declining_balance_value: "5" }],
  ["promo code", promoCodeSchema, { promo_code: " FALL " }],
];

describe("every schema's output parses again to itself", () => {
  it.each(rows)("%s", (_name, schema, input) => {
    const once = schema.parse(input);
    expect(schema.parse(once)).toEqual(once);
  });
});
