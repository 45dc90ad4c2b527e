import { CHECKOUT_TEXT } from "@shared/domain/checkout/messages";

/** Checkout texts (requirements: purchases §8, §9), shared with the server. */
export const TEXT = {
  ...CHECKOUT_TEXT,
  sameBilling: "My billing address is the same as my contact address",
  loginTitle: "Log in to your account",
  cardStep: "Payment information",
  customerStep: "Customer information",
  cardDetails: "Card details",
  cardDetailsHint:
    "Your card number, expiry date and security code go straight to our payment processor, Stripe.",
  cardFieldsLoading: "Loading the secure card form",
  cardFieldsNotReady: "The secure card form is still loading. Please try again in a moment.",
  cardFieldsFailed:
    "The secure card form could not be loaded. Please check your connection and reload the page.",
  authenticating: "Please confirm this payment with your bank in the window that opened.",
} as const;
