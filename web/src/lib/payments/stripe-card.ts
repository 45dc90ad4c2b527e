import { CARD_BRANDS, type CardBrand } from "@shared/purchase/cards/brand";
import type {
  Stripe,
  StripeElements,
  StripeElementsOptionsMode,
  StripePaymentElementOptions,
} from "@stripe/stripe-js";
import { type CardToken, CardTokenizeError } from "./card-tokenizer";

// The Stripe browser adapter's glue, apart from React and from Stripe.js itself (only its types
// are imported here), so tests drive it with a fake Stripe: the Payment Element's iframes hold
// the number, expiry and security code, and our page only ever sees the PaymentMethod
// (docs/payments.md, docs/web-app.md "The Stripe card step").

export const STRIPE_CARD_MESSAGES = {
  brand: `Please use a ${CARD_BRANDS.slice(0, -1).join(", ")} or ${CARD_BRANDS.at(-1)} card.`,
  failed: "We could not check your card. Please try again.",
  authentication: "Your bank did not confirm this payment. Please try again, or use another card.",
} as const;

/** Stripe's `card.brand` for the three brands the campus accepts (requirements: purchases §3). */
const BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: "Visa",
  mastercard: "MasterCard",
  amex: "American Express",
};

export function cardBrandOfStripe(brand: string): CardBrand | null {
  return BRANDS[brand] ?? null;
}

/** What our form collects about the card holder; Stripe's own billing fields are switched off. */
export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

/** The parts of Stripe.js the glue calls (a test passes a fake). */
export type StripeCardApi = Pick<Stripe, "createPaymentMethod" | "handleNextAction">;

export interface StripeCardTokenizer {
  /**
   * Validates the Payment Element and makes a PaymentMethod of it. The same card resubmitted
   * gets the same PaymentMethod, so the server sees a repeat of its checkout attempt
   * (docs/decisions/payments.md "Reuse of the card token"), until `cardChanged`.
   */
  tokenize(billing: BillingDetails): Promise<CardToken>;
  /** The Payment Element reported a change: the next tokenize makes a new PaymentMethod. */
  cardChanged(): void;
  /** Runs the next action (3-D Secure) the server's 402 asked for; throws when it failed. */
  authenticate(clientSecret: string): Promise<void>;
}

export function createStripeCardTokenizer(
  stripe: StripeCardApi,
  elements: StripeElements,
): StripeCardTokenizer {
  let last: CardToken | null = null;
  let changes = 0;
  return {
    async tokenize(billing) {
      if (last) return last;
      const generation = changes;
      const submitted = await elements.submit();
      if (submitted.error) {
        throw new CardTokenizeError(
          submitted.error.message ?? STRIPE_CARD_MESSAGES.failed,
          "incomplete",
        );
      }
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        elements,
        params: { billing_details: billing },
      });
      if (error) throw new CardTokenizeError(error.message ?? STRIPE_CARD_MESSAGES.failed);
      const brand = cardBrandOfStripe(paymentMethod.card?.brand ?? "");
      const last4 = paymentMethod.card?.last4 ?? "";
      if (!brand) throw new CardTokenizeError(STRIPE_CARD_MESSAGES.brand);
      if (!/^[0-9]{4}$/.test(last4)) throw new CardTokenizeError(STRIPE_CARD_MESSAGES.failed);
      const token: CardToken = { token: paymentMethod.id, brand, last4 };
      // A change typed while Stripe was answering belongs to the next Pay, not to this token.
      if (generation === changes) last = token;
      return token;
    },
    cardChanged() {
      changes += 1;
      last = null;
    },
    async authenticate(clientSecret) {
      const result = await stripe.handleNextAction({ clientSecret });
      if (result.error) {
        throw new CardTokenizeError(result.error.message ?? STRIPE_CARD_MESSAGES.authentication);
      }
      if (result.paymentIntent?.status === "requires_payment_method") {
        throw new CardTokenizeError(STRIPE_CARD_MESSAGES.authentication);
      }
    },
  };
}

/** Colours and sizes of web/src/styles/tokens.css: the iframes cannot read our custom properties. */
const APPEARANCE: StripeElementsOptionsMode["appearance"] = {
  theme: "stripe",
  labels: "above",
  variables: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontSizeBase: "16px",
    colorText: "#1f2328",
    colorTextSecondary: "#57606a",
    colorBackground: "#ffffff",
    colorPrimary: "#0b57d0",
    colorDanger: "#a40e26",
    borderRadius: "6px",
    spacingUnit: "4px",
    // WCAG 2.4.7: the same 3 px focus ring as the kit's controls.
    focusOutline: "3px solid #0b57d0",
    focusBoxShadow: "none",
    inputColorBorder: "#8c959f",
  },
};

/**
 * The Elements group without an intent: the server creates and confirms the PaymentIntent from
 * the PaymentMethod (`paymentMethodCreation: "manual"`). Cards only. The amount is only shown by
 * wallets and pay-later offers, which are off; a positive one keeps a fully discounted cart valid.
 */
export function stripeElementsOptions(amountCents: number): StripeElementsOptionsMode {
  return {
    mode: "payment",
    amount: Math.max(1, amountCents),
    currency: "usd",
    paymentMethodCreation: "manual",
    allowedPaymentMethodTypes: ["card"],
    locale: "en",
    appearance: APPEARANCE,
  };
}

/**
 * The names on the card and the billing address are our form's (passed to createPaymentMethod),
 * so the Payment Element asks only for the number, expiry and security code. No wallets: the
 * site's Permissions-Policy switches the Payment Request API off (shared/platform/security-headers.ts).
 */
export const PAYMENT_ELEMENT_OPTIONS: StripePaymentElementOptions = {
  layout: "tabs",
  fields: {
    billingDetails: { name: "never", email: "never", phone: "never", address: "never" },
  },
  wallets: { applePay: "never", googlePay: "never", link: "never" },
};
