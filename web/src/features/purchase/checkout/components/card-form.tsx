import { zodResolver } from "@hookform/resolvers/zod";
import { cardBrandFromPrefix } from "@shared/purchase/cards/brand";
import { parseCardExpiry } from "@shared/purchase/cards/expiry";
import { securityCodeLength } from "@shared/purchase/cards/security-code";
import type { ReceiptItem } from "@shared/purchase/checkout/receipt";
import { type CreditCard, createCreditCardSchema } from "@shared/purchase/schemas/credit-card";
import { Suspense, useEffect, useMemo, useRef } from "react";
import { type Control, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { LoadingState } from "@/components/load-state";
import { lazyNamed } from "@/lib/lazy-named";
import { type CardGateway, type CardToken, CardTokenizeError, tokenizeCard } from "@/lib/payments";
import type { CustomerValues } from "../lib/customer-values";
import { TEXT } from "../lib/messages";
import { CardStepForm } from "./card-step-form";
import { FormText } from "./form-text";

type CardValues = z.input<ReturnType<typeof createCreditCardSchema>>;

// A Stripe campus's card step, with Stripe.js and React Stripe.js, is a chunk of its own: the
// sandbox's campuses, and every page before the card step, never download it (docs/benchmarks.md
// budgets first-load JS).
const StripeCardForm = lazyNamed(() => import("./stripe-card-form"), "StripeCardForm");

export interface PaidCard extends CardToken {
  firstName: string;
  lastName: string;
  /** Runs the authentication (3-D Secure) a 402 asks for; only cards of a processor that has one. */
  authenticate?: (clientSecret: string) => Promise<void>;
}

export interface CardFormProps {
  /** The campus's browser adapter: our own inputs (sandbox) or Stripe's Payment Element. */
  gateway: CardGateway;
  /** The total in cents (Stripe's Elements group is created for it; the Pay button says it). */
  amountCents: number;
  /** The cart's lines, summarised beside the card form. */
  cartItems: readonly ReceiptItem[];
  /** The customer form's values (the card holder's contact and billing address). */
  getCustomer: () => CustomerValues;
  /** The bank's authentication window is open (the processing overlay steps aside for it). */
  isAuthenticating: boolean;
  today: string;
  customerControl: Control<CustomerValues>;
  useBillingAddress: boolean;
  onBillingChange: (separate: boolean) => void;
  /** Checks the customer form (with the billing address) before the card is tokenized. */
  validateCustomer: () => Promise<boolean>;
  onPay: (card: PaidCard) => Promise<void>;
  /** "Invalid card number" or the declined message from the last attempt (requirements: purchases §4, §5). */
  cardNumberError: string | null;
  isPending: boolean;
}

/** The card step: Stripe's Payment Element on a Stripe campus, our own card inputs otherwise. */
export function CardForm(props: CardFormProps) {
  if (props.gateway.kind === "stripe") {
    return (
      <Suspense
        fallback={<LoadingState skeleton={{ count: 4 }}>{TEXT.cardFieldsLoading}</LoadingState>}
      >
        <StripeCardForm {...props} publishableKey={props.gateway.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}

/**
 * The card form (requirements: purchases §3 Credit card form). The number and security code stay in this
 * component: they go to the tokenizer only, and the order call gets the token, the brand and
 * the last four (docs/decisions/payments.md).
 */
function SandboxCardForm(props: CardFormProps) {
  const schema = useMemo(() => createCreditCardSchema({ today: props.today }), [props.today]);
  const form = useForm<CardValues, unknown, CreditCard>({
    resolver: zodResolver(schema),
    defaultValues: {
      card_first_name: "",
      card_last_name: "",
      card_num: "",
      card_exp: "",
      card_cvv: "",
    },
  });
  const { setError } = form;
  // A resubmission of the same card sends the same token: the server counts it as a repeat of
  // its checkout attempt (which completes it) rather than as another card (which must wait).
  const lastToken = useRef<{ card: string; token: CardToken } | null>(null);
  useEffect(() => {
    if (props.cardNumberError) setError("card_num", { message: props.cardNumberError });
  }, [props.cardNumberError, setError]);

  const submit = form.handleSubmit(async (card) => {
    if (!(await props.validateCustomer())) return;
    const expiry = parseCardExpiry(card.card_exp);
    const same = [card.card_num, card.card_exp, card.card_cvv].join("|");
    try {
      const token =
        lastToken.current?.card === same
          ? lastToken.current.token
          : await tokenizeCard({
              number: card.card_num,
              expMonth: expiry?.month ?? 0,
              expYear: expiry?.year ?? 0,
              securityCode: card.card_cvv,
              firstName: card.card_first_name,
              lastName: card.card_last_name,
            });
      lastToken.current = { card: same, token };
      await props.onPay({
        ...token,
        firstName: card.card_first_name,
        lastName: card.card_last_name,
      });
    } catch (error) {
      if (error instanceof CardTokenizeError) setError("card_num", { message: error.message });
      else throw error;
    }
  });

  return (
    <CardStepForm
      onSubmit={submit}
      namesControl={form.control}
      gridFields={<SandboxCardFields control={form.control} />}
      billing={props}
      summary={{ items: props.cartItems, amountCents: props.amountCents }}
      isPending={props.isPending}
    />
  );
}

/**
 * The card itself, beside the names on the card: number, expiry and security code. No card type
 * is asked: the number's first digits tell it, shown under the number as it is typed, and the
 * security code's hint follows it.
 */
function SandboxCardFields({ control }: { control: Control<CardValues, unknown, CreditCard> }) {
  const brand = cardBrandFromPrefix(useWatch({ control, name: "card_num" }) ?? "");
  return (
    <>
      <FormText
        control={control}
        name="card_num"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        description={brand ? TEXT.cardBrand(brand) : TEXT.cardBrandsAccepted}
      />
      <FormText
        control={control}
        name="card_exp"
        label="Expiration (MM/YY)"
        placeholder="MM/YY"
        autoComplete="cc-exp"
      />
      <FormText
        control={control}
        name="card_cvv"
        label="Security code"
        inputMode="numeric"
        autoComplete="cc-csc"
        description={TEXT.securityCodeHint(securityCodeLength(brand))}
      />
    </>
  );
}
