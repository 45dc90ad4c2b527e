import { formatCents } from "@shared/platform/money/format";
import { CARD_BRANDS } from "@shared/purchase/cards/brand";
import { CHECKOUT_TEXT } from "@shared/purchase/checkout/messages";

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
  /** The card step's submit button names the amount it charges. */
  payAmount: (cents: number) => `Pay ${formatCents(cents)}`,
  orderSummary: "Order summary",
  /** Under the card number: the brand read from the number, instead of a card type to pick. */
  cardBrand: (brand: string) => `Card type: ${brand}`,
  cardBrandsAccepted: `We accept ${CARD_BRANDS.slice(0, -1).join(", ")} and ${CARD_BRANDS.at(-1)}.`,
  securityCodeHint: (digits: 3 | 4) =>
    digits === 4 ? "4 digits on the front of the card" : "3 digits on the back of the card",
} as const;
