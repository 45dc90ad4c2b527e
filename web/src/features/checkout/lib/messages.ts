import { CHECKOUT_TEXT } from "@shared/domain/checkout/messages";

/** Checkout texts (requirements: purchases §8, §9), shared with the server. */
export const TEXT = {
  ...CHECKOUT_TEXT,
  sameBilling: "My billing address is the same as my contact address",
  loginTitle: "Log in to your account",
  cardStep: "Payment information",
  customerStep: "Customer information",
} as const;
