import { zodResolver } from "@hookform/resolvers/zod";
import { createCreditCardSchema } from "@shared/purchase/schemas/credit-card";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod";
import { FormStatus } from "@/components/form-status";
import { CardTokenizeError } from "@/lib/payments";
import { billingDetailsOf } from "../lib/billing-details";
import { TEXT } from "../lib/messages";
import type { CardFormProps } from "./card-form";
import { CardStepForm } from "./card-step-form";
import { StripeCardElement, type StripeCardHandle } from "./stripe-card-element";

/** The names on the card, with the card form's own rules (requirements: purchases §5). */
function namesSchema(today: string) {
  const card = createCreditCardSchema({ today }).shape;
  return z.object({ card_first_name: card.card_first_name, card_last_name: card.card_last_name });
}
type Names = z.input<ReturnType<typeof namesSchema>>;

/**
 * The card step of a Stripe campus: our fields for the names on the card and the billing
 * address, Stripe's Payment Element for the card itself. On Pay: our fields are checked, then
 * the Payment Element (elements.submit), then Stripe makes the PaymentMethod whose id, brand
 * and last four the order call sends (docs/web-app.md "The Stripe card step").
 */
export function StripeCardForm(props: CardFormProps & { publishableKey: string | null }) {
  const schema = useMemo(() => namesSchema(props.today), [props.today]);
  const form = useForm<Names, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { card_first_name: "", card_last_name: "" },
  });
  const card = useRef<StripeCardHandle | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(async (names) => {
    setRefusal(null);
    if (!(await props.validateCustomer())) return;
    const stripeCard = card.current;
    if (!stripeCard) return setRefusal(TEXT.cardFieldsNotReady);
    const holder = { firstName: names.card_first_name, lastName: names.card_last_name };
    try {
      const token = await stripeCard.tokenize(billingDetailsOf(props.getCustomer(), holder));
      await props.onPay({ ...token, ...holder, authenticate: stripeCard.authenticate });
    } catch (error) {
      if (!(error instanceof CardTokenizeError)) throw error;
      // Stripe shows what is missing beside its own field; focus goes there, as to any field
      // of ours that fails its check.
      if (error.reason === "incomplete") stripeCard.focus();
      else setRefusal(error.message);
    }
  });

  return (
    <CardStepForm
      onSubmit={submit}
      namesControl={form.control}
      card={
        <StripeCardElement
          publishableKey={props.publishableKey}
          amountCents={props.amountCents}
          cardRef={card}
          errorMessage={refusal ?? props.cardNumberError}
        />
      }
      billing={props}
      summary={{ items: props.cartItems, amountCents: props.amountCents }}
      isPending={props.isPending || form.formState.isSubmitting}
    >
      <FormStatus
        message={props.isAuthenticating ? { text: TEXT.authenticating, tone: "info" } : null}
      />
    </CardStepForm>
  );
}
