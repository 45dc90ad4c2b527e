import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Stripe, StripePaymentElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  createStripeCardTokenizer,
  PAYMENT_ELEMENT_OPTIONS,
  type StripeCardTokenizer,
  stripeElementsOptions,
} from "@/lib/payments/stripe-card";
import { TEXT } from "../lib/messages";

/** What the card form holds of the mounted Payment Element. */
export interface StripeCardHandle extends StripeCardTokenizer {
  /** Moves focus into the Payment Element (its first field). */
  focus(): void;
}

export interface StripeCardElementProps {
  /** Null for a campus configured without one: the card step says it cannot load. */
  publishableKey: string | null;
  amountCents: number;
  /** Set while the Payment Element can tokenize, null otherwise. */
  cardRef: RefObject<StripeCardHandle | null>;
  /** The card's error (a decline, a refused brand, a failed authentication), announced. */
  errorMessage: string | null;
}

// One Stripe.js per publishable key and page: react-stripe-js wants the same promise on every
// render. The `pure` entry point adds Stripe's script only when `loadStripe` is called, which
// happens when this chunk renders: on a Stripe campus's card step, never elsewhere.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string | null): Promise<Stripe | null> {
  if (!publishableKey) return Promise.resolve(null);
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element (docs/web-app.md "The Stripe card step"): the number, expiry and
 * security code are typed into Stripe's iframes. A fieldset names the region for screen
 * readers; the card's errors are announced from the alert under it.
 */
export function StripeCardElement(props: StripeCardElementProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  const options = useMemo(() => stripeElementsOptions(props.amountCents), [props.amountCents]);
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const errorId = useId();
  useEffect(() => {
    let current = true;
    void stripe.then((loadedStripe) => {
      if (current && !loadedStripe) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  return (
    <fieldset className="checkout-fieldset" aria-describedby={`${hintId} ${errorId}`}>
      <legend>{TEXT.cardDetails}</legend>
      <p id={hintId} className="ui-field__description">
        {TEXT.cardDetailsHint}
      </p>
      <Elements stripe={stripe} options={options}>
        <PaymentFields cardRef={props.cardRef} onLoadError={() => setFailed(true)} />
      </Elements>
      <p id={errorId} className="ui-field__error" role="alert">
        {failed ? TEXT.cardFieldsFailed : (props.errorMessage ?? "")}
      </p>
    </fieldset>
  );
}

function PaymentFields(props: {
  cardRef: RefObject<StripeCardHandle | null>;
  onLoadError: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const element = useRef<StripePaymentElement | null>(null);
  const tokenizer = useMemo(
    () => (stripe && elements ? createStripeCardTokenizer(stripe, elements) : null),
    [stripe, elements],
  );
  const { cardRef } = props;
  useEffect(() => {
    if (!tokenizer) return;
    cardRef.current = { ...tokenizer, focus: () => element.current?.focus() };
    return () => {
      cardRef.current = null;
    };
  }, [tokenizer, cardRef]);

  return (
    <PaymentElement
      options={PAYMENT_ELEMENT_OPTIONS}
      onReady={(ready) => {
        element.current = ready;
      }}
      onChange={() => tokenizer?.cardChanged()}
      onLoadError={props.onLoadError}
    />
  );
}
